// half-precision rounding
"foo.attrs"() {a00 = 3.14159 : f16, a01 = 65504.0 : f16, a02 = 0.1 : f16, a03 = 6.1e-5 : f16, a04 = 3.14159 : bf16, a05 = 0.1 : bf16, a06 = 1.0e38 : bf16, a07 = 100.5 : f16} : () -> ()
