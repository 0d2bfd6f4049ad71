// dense_resource handles, including the elided form
"foo.attrs"() {a00 = dense_resource<blob> : tensor<2xi32>, a01 = dense_resource<__elided__> : tensor<4xf32>, a02 = dense_resource<other_blob> : vector<2xi8>, a03 = dense_resource<x.y> : tensor<1xf64>} : () -> ()
