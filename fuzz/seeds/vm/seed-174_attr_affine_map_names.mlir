// dimension and symbol names are renamed
"foo.attrs"() {a00 = affine_map<(i, j) -> (j, i)>, a01 = affine_map<(x)[n] -> (x + n)>, a02 = affine_map<(d1, d0) -> (d0)>} : () -> ()
