// hex floats: NaN and infinities print in hex
"foo.attrs"() {a00 = 0x7FC00000 : f32, a01 = 0x7F800000 : f32, a02 = 0xFF800000 : f32, a03 = 0x7FF8000000000000 : f64, a04 = 0x7FF0000000000000 : f64, a05 = 0xFFF0000000000000 : f64, a06 = 0x7C00 : f16, a07 = 0xFC00 : f16, a08 = 0x7E00 : f16, a09 = 0x7FC0 : bf16, a10 = 0x7F80 : bf16, a11 = 0x7FF4000000000000 : f64, a12 = 0xFFC00001 : f32} : () -> ()
