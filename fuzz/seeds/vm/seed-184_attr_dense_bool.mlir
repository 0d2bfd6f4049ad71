// dense boolean elements
"foo.attrs"() {a00 = dense<true> : tensor<4xi1>, a01 = dense<false> : tensor<2xi1>, a02 = dense<[true, false, true]> : tensor<3xi1>, a03 = dense<[[true], [false]]> : tensor<2x1xi1>, a04 = dense<[1, 0]> : tensor<2xi1>, a05 = dense<true> : vector<[4]xi1>} : () -> ()
