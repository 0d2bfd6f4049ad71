// dense elements of various ranks
"foo.attrs"() {a00 = dense<1> : tensor<1x1x1xi8>, a01 = dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi8>, a02 = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>, a03 = dense<5> : tensor<0xi32>, a04 = dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf64>} : () -> ()
