// affine set bad constraint
// MLIR-ERROR: expected '== affine-expr' or '>= affine-expr' at end of affine constraint
"foo.a"() {a = affine_set<(d0) : (d0 < 0)>} : () -> ()
