// dense string elements
"foo.attrs"() {a00 = dense<"splat"> : tensor<2x!foo.string>, a01 = dense<["a", "b\n", ""]> : tensor<3x!foo.string>, a02 = dense<"x"> : tensor<!foo.s>, a03 = dense<["\00\FF"]> : tensor<1x!foo.s>} : () -> ()
