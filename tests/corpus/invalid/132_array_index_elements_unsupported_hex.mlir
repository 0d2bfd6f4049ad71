// array index elements unsupported hex
// MLIR-ERROR: expected string containing hex digits starting with `0x`
"foo.a"() {v = dense<"0xZZ"> : tensor<1xi8>} : () -> ()
