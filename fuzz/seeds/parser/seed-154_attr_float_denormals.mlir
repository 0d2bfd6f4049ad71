// denormal values
"foo.attrs"() {a00 = 0x00000001 : f32, a01 = 0x007FFFFF : f32, a02 = 0x000FFFFFFFFFFFFF : f64, a03 = 0x03FF : f16, a04 = 4.9e-324, a05 = 1.0e-40 : f32} : () -> ()
