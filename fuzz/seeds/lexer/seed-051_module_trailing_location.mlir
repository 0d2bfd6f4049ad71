// location after a custom-form module
module @m {
  "foo.op"() : () -> ()
} loc("m.mlir":1:1)
