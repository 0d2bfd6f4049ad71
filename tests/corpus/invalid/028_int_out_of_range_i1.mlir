// int out of range i1
// MLIR-ERROR: integer constant out of range for attribute
"foo.a"() {v = 2 : i1} : () -> ()
