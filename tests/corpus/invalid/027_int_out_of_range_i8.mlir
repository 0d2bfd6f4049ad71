// int out of range i8
// MLIR-ERROR: integer constant out of range for attribute
"foo.a"() {v = 256 : i8} : () -> ()
