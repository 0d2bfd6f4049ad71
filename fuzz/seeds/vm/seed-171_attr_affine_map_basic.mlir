// affine maps are always aliased
"foo.attrs"() {a00 = affine_map<(d0) -> (d0)>, a01 = affine_map<() -> ()>, a02 = affine_map<(d0, d1) -> (d1, d0)>, a03 = affine_map<(d0)[s0] -> (d0 + s0)>, a04 = affine_map<()[s0, s1] -> (s0, s1)>, a05 = affine_map<(d0) -> ()>, a06 = affine_map<() -> (0)>} : () -> ()
