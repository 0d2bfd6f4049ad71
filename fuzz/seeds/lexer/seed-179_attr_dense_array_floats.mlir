// dense arrays of floats
"foo.attrs"() {a00 = array<f16: 1.0, 2.5>, a01 = array<bf16: 0.1>, a02 = array<f32: 0.1, -0.0, 1.0e10>, a03 = array<f64: 0.1, 123456789.0, 1.0e-300>, a04 = array<f32: 0x7FC00000, 0x7F800000>} : () -> ()
