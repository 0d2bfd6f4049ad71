// an explicit module location
module @m {
  "foo.a"() : () -> ()
} loc("module.c":1:1)
