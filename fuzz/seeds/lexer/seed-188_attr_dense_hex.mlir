// hex string dense elements
"foo.attrs"() {a00 = dense<"0x01020304"> : tensor<4xi8>, a01 = dense<"0x0000803F00000040"> : tensor<2xf32>, a02 = dense<"0x0000803F"> : tensor<8xf32>, a03 = dense<"0xFFFF"> : tensor<2xi8>, a04 = dense<"0x0100000000000000"> : tensor<i64>, a05 = dense<"0x0102030405060708"> : tensor<2x2xi16>, a06 = dense<"0x01"> : tensor<3xi1>} : () -> ()
