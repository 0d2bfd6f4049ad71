// complex.im (imaginary part): a complex value to its element type.
func.func @f(%x: complex<f32>, %d: complex<f64>) -> (f32, f64) {
  %0 = complex.im %x : complex<f32>
  %1 = complex.im %d fastmath<nsz> : complex<f64>
  %2 = complex.im %x fastmath<fast> {k} : complex<f32>
  return %0, %1 : f32, f64
}
