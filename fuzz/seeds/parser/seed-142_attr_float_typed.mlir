// floats of each standard type
"foo.attrs"() {a00 = 1.0 : f16, a01 = 1.0 : bf16, a02 = 1.0 : f32, a03 = 1.0 : f64, a04 = 1.0 : f80, a05 = 1.0 : f128, a06 = 1.0 : tf32, a07 = -2.5 : f32, a08 = 0.0 : bf16} : () -> ()
