// complex.create from two floats of several types.
func.func @f(%a: f32, %b: f32, %c: f64, %h: f16) -> complex<f32> {
  %0 = complex.create %a, %b : complex<f32>
  %1 = complex.create %c, %c : complex<f64>
  %2 = complex.create %h, %h {origin} : complex<f16>
  return %0 : complex<f32>
}
