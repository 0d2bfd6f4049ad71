// hex floats holding ordinary values print in decimal
"foo.attrs"() {a00 = 0x3F800000 : f32, a01 = 0x40490FDB : f32, a02 = 0x3FF0000000000000 : f64, a03 = 0x0000000000000001 : f64, a04 = 0x00000001 : f32, a05 = 0x3C00 : f16, a06 = 0x0001 : f16, a07 = 0x3F80 : bf16, a08 = 0x80000000 : f32, a09 = 0x8000000000000000 : f64} : () -> ()
