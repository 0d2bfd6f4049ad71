// invalid char
// MLIR-ERROR: unexpected character
"foo.a"() : () -> () `
