// custom module forms with debuginfo
module @a attributes {foo.x = 1} {
  module {
  }
}
