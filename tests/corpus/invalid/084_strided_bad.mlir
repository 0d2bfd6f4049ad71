// strided bad
// MLIR-ERROR: expected a 64-bit signed integer or '?'
"foo.a"() {a = strided<[1], offset: x>} : () -> ()
