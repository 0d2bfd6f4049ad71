// string dense nonstring type
// MLIR-ERROR: expected string containing hex digits starting with `0x`
"foo.a"() {v = dense<"abc"> : tensor<2xi32>} : () -> ()
