// one float attribute of every float type
"foo.floats"() {vals = [1.5 : f16, 1.5 : bf16, 1.5 : f32, 1.5, 1.5 : f80, 1.5 : f128, 1.5 : tf32, 1.5 : f8E5M2, 1.5 : f8E4M3FN, 1.5 : f8E5M2FNUZ, 1.5 : f8E4M3FNUZ, 1.5 : f8E4M3B11FNUZ, 1.5 : f8E4M3, 1.5 : f8E3M4, 2.0 : f8E8M0FNU, 1.5 : f6E2M3FN, 1.5 : f6E3M2FN, 1.5 : f4E2M1FN]} : () -> ()
