// affine map nonaffine
// MLIR-ERROR: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
"foo.a"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()
