// hex dense data for small float and odd integer types
"foo.dense"() {a = dense<"0x3C00"> : tensor<4xf16>, b = dense<"0x3F80"> : tensor<bf16>, c = dense<"0x38"> : tensor<2xf8E4M3FN>, d = dense<"0x0102"> : tensor<2xi8>, e = dense<"0x0100000002000000"> : tensor<2xi32>, f = dense<"0x0000000000000000000000000000F03F"> : tensor<complex<f64>>} : () -> ()
