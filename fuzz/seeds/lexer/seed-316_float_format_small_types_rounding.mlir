// rounding into small float types
"foo.attrs"() {a00 = -1.5e-7 : f16, a01 = 2.0e-8 : f16, a02 = 7.0e-45 : f32, a03 = 1.0e-39 : bf16, a04 = 3.0e38 : bf16, a05 = 33.0 : f8E4M3, a06 = 0.001 : f8E5M2, a07 = 1.0e100 : f32, a08 = 0.2 : f4E2M1FN, a09 = 100.0 : f6E2M3FN, a10 = 1.0e-3 : f8E4M3FNUZ} : () -> ()
