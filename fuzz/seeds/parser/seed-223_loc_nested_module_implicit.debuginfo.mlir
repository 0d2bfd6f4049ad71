// implicit locations of nested modules
module {
  module @inner {
    "foo.a"() : () -> ()
  }
}
