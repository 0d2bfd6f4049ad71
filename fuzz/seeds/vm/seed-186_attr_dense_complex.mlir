// dense complex elements
"foo.attrs"() {a00 = dense<(1, 2)> : tensor<complex<i32>>, a01 = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i8>>, a02 = dense<(1.0, -1.0)> : tensor<2xcomplex<f32>>, a03 = dense<[(0.5, 0.25)]> : tensor<1xcomplex<f64>>, a04 = dense<[[(1.0, 2.0)], [(3.0, 4.0)]]> : tensor<2x1xcomplex<f16>>} : () -> ()
