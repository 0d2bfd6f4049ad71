// si1 out of range
// MLIR-ERROR: integer constant out of range for attribute
"foo.a"() {v = 1 : si1} : () -> ()
