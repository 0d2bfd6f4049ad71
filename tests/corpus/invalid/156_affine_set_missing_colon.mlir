// affine set missing colon
// MLIR-ERROR: expected '->' or ':'
"foo.a"() {a = affine_set<(d0) (d0 >= 0)>} : () -> ()
