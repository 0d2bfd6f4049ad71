// negative floats in every style
"foo.attrs"() {a00 = -1.0, a01 = -0.1 : f32, a02 = -123456789.0, a03 = -1.0e-300, a04 = 0xBF800000 : f32, a05 = -65504.0 : f16, a06 = -3.0 : f8E5M2, a07 = -0.5 : f4E2M1FN} : () -> ()
