// hex float wrong width
// MLIR-ERROR: hexadecimal float constant out of range for type
"foo.a"() {v = 0x7FC000000 : f32} : () -> ()
