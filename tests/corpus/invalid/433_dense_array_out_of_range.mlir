// dense array out of range
// MLIR-ERROR: integer constant out of range
"foo.a"() {v = array<i8: 1000, 0>} : () -> ()
