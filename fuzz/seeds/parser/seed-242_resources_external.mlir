// external resources are kept verbatim
"foo.a"() : () -> ()
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      verify_each: false
    }
  }
#-}
