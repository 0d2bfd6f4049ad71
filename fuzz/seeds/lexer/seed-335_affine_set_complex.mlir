// affine sets with several constraints and symbols
"foo.a"() {a = affine_set<(d0, d1)[s0, s1] : (d0 + d1 - s0 >= 0, d0 - s1 == 0, -d1 + 100 >= 0, d0 mod 4 >= 0)>, b = affine_set<(d0) : (d0 >= 0, -d0 + 5 >= 0)>} : () -> ()
