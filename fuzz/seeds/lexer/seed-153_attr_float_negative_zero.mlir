// negative zero in several types
"foo.attrs"() {a00 = -0.0, a01 = -0.0 : f32, a02 = -0.0 : f16, a03 = -0.0 : bf16, a04 = 0x8000 : f16, a05 = -0.0 : f8E5M2} : () -> ()
