// float hex too short is fine but too long
// MLIR-ERROR: hexadecimal float constant out of range for type
"foo.a"() {v = 0x123456789 : f32} : () -> ()
