// strided zero or missing brackets
// MLIR-ERROR: expected '['
"foo.a"() {a = strided<1>} : () -> ()
