// empty dense elements
"foo.attrs"() {a00 = dense<[]> : tensor<0xi32>, a01 = dense<[]> : tensor<0xf32>, a02 = dense<[[]]> : tensor<1x0xi8>, a03 = dense<> : tensor<0xi1>, a04 = dense<[[], []]> : tensor<2x0xf32>, a05 = dense<[]> : tensor<0x!foo.s>} : () -> ()
