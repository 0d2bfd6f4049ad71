// affine expressions with nested operations and constant folding
"foo.a"() {a = affine_map<(d0, d1)[s0, s1] -> ((d0 + s0) floordiv 4 + (d1 * s1) mod 3, (d0 * 8) ceildiv 2, d0 + d1 * 2 - s0 * 3 + 1)>, b = affine_map<(d0) -> (d0 mod 1, d0 floordiv 1, 7 mod 3, -7 floordiv 2, -7 ceildiv 2)>, c = affine_map<(d0, d1) -> (d0 * 2 + d0 * 3, d1 - d1)>} : () -> ()
