// large splat tensors stay splats
"foo.dense"() {a = dense<0> : tensor<100000xi32>, b = dense<1.0> : tensor<1024x1024xf32>, c = dense<true> : tensor<4096xi1>, d = dense<"s"> : tensor<500x!foo.s>} : () -> ()
