// affine map bad dim
// MLIR-ERROR: use of undeclared identifier
"foo.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()
