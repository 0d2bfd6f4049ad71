// splats written out fully are printed as splats
"foo.attrs"() {a00 = dense<[1, 1, 1, 1]> : tensor<4xi32>, a01 = dense<[[2, 2], [2, 2]]> : tensor<2x2xi8>, a02 = dense<[0.5, 0.5]> : tensor<2xf32>, a03 = dense<[true, true]> : tensor<2xi1>, a04 = dense<["a", "a"]> : tensor<2x!foo.s>, a05 = dense<[(1, 1), (1, 1)]> : tensor<2xcomplex<i8>>} : () -> ()
