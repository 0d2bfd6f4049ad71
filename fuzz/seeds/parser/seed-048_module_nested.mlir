// modules nested in modules
module @outer {
  module @inner {
    module {
      "foo.op"() : () -> ()
    }
  }
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
}
