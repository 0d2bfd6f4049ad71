// int literal float type
// MLIR-ERROR: unexpected decimal integer literal for a floating point value
"foo.a"() {v = 1 : f32} : () -> ()
