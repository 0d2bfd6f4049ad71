// float overflow hex f16
// MLIR-ERROR: hexadecimal float constant out of range for type
"foo.a"() {v = 0x10000 : f16} : () -> ()
