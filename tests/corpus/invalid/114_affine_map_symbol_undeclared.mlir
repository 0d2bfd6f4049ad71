// affine map symbol undeclared
// MLIR-ERROR: use of undeclared identifier
"foo.a"() {a = affine_map<(d0) -> (s0)>} : () -> ()
