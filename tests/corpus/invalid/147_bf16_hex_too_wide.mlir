// bf16 hex too wide
// MLIR-ERROR: hexadecimal float constant out of range for type
"foo.a"() {v = 0x1FFFF : bf16} : () -> ()
