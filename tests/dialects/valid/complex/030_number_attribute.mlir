// #complex.number attributes: rounding to the element type, negative zero, hex bits, a trailing type ignored.
// (An overflow to infinity is left out: mlir-opt prints it as hex bits it reads back as a double.)
func.func @f() attributes {
    a = #complex.number<:f64 1.0, 2.0>,
    b = #complex.number<:f32 0.1, -0.0>,
    c = #complex.number<:f16 65519.0, -2.5>,
    d = #complex.number<:f64 0x7FF8000000000000, 3.0>,
    e = #complex.number<:bf16 1.5, 1.0e-3> : complex<bf16>,
    g = #complex.number<:f64 4.0, 5.0> : complex<f32>} {
  return
}
