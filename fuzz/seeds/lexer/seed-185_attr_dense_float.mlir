// dense float elements
"foo.attrs"() {a00 = dense<1.0> : tensor<2xf32>, a01 = dense<[0.1, 0.2, 0.3]> : tensor<3xf64>, a02 = dense<[[1.5, -2.5]]> : tensor<1x2xf16>, a03 = dense<0.1> : tensor<bf16>, a04 = dense<[1.0, 2.0]> : vector<2xf32>, a05 = dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>, a06 = dense<-0.0> : tensor<f64>, a07 = dense<[1.0, 0.5]> : tensor<2xf8E4M3FN>} : () -> ()
