// dense values of 4- and 6-bit floats
"foo.a"() {a = dense<[0.5, 1.0, 1.5, 2.0]> : vector<4xf4E2M1FN>, b = dense<[0.25, 7.5]> : tensor<2xf6E2M3FN>, c = dense<[28.0, 0.0625]> : tensor<2xf6E3M2FN>, d = dense<[1.0, 2.0, 4.0]> : tensor<3xf8E8M0FNU>} : () -> ()
