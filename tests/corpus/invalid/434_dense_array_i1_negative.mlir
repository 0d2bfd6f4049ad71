// dense array i1 negative
// MLIR-ERROR: expected 'true' or 'false' values for i1 type
"foo.a"() {v = array<i1: -1, 0>} : () -> ()
