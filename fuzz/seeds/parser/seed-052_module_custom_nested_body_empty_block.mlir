// nested module whose body is a labelled empty block
module {
  module {
  ^bb0:
  }
}
