// affine maps are simplified when parsed
"foo.attrs"() {a00 = affine_map<(d0) -> (d0 + 0)>, a01 = affine_map<(d0) -> (d0 * 1)>, a02 = affine_map<(d0) -> (2 + 3)>, a03 = affine_map<(d0) -> (d0 + d0)>, a04 = affine_map<(d0) -> (d0 * 2 * 3)>, a05 = affine_map<(d0, d1) -> (d1 + d0)>, a06 = affine_map<(d0) -> ((d0 floordiv 2) * 2 + d0 mod 2)>, a07 = affine_map<(d0) -> (3 * d0)>} : () -> ()
