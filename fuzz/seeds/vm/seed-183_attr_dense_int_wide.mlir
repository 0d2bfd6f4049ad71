// dense integer elements of unusual widths
"foo.attrs"() {a00 = dense<[1, -1]> : tensor<2xi2>, a01 = dense<3> : tensor<3xi7>, a02 = dense<[170141183460469231731687303715884105727]> : tensor<1xi128>, a03 = dense<1> : tensor<2xi1>, a04 = dense<[65535, 0]> : tensor<2xi17>} : () -> ()
