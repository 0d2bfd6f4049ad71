// integer sets are aliased as #set
"foo.attrs"() {a00 = affine_set<(d0) : (d0 >= 0)>, a01 = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0, -d0 + 10 >= 0)>, a02 = affine_set<() : (0 == 0)>, a03 = affine_set<(d0) : (d0 mod 2 == 0)>, a04 = affine_set<()[s0] : (s0 - 1 >= 0)>, a05 = affine_set<(d0) : ()>, a06 = affine_set<(d0) : (1 >= 0)>} : () -> ()
