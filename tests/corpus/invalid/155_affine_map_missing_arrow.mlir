// affine map missing arrow
// MLIR-ERROR: expected '->' or ':'
"foo.a"() {a = affine_map<(d0) (d0)>} : () -> ()
