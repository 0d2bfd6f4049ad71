// decimal literals outside the range of the type
"foo.attrs"() {a00 = 1.0e400, a01 = 1.0e-400, a02 = 4.0e38 : f32, a03 = 1.0e-50 : f32, a04 = 70000.0 : f16, a05 = -1.0e400} : () -> ()
