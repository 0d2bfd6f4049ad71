// complex.abs (absolute value): a complex value to its element type.
func.func @f(%x: complex<f32>, %d: complex<f64>) -> (f32, f64) {
  %0 = complex.abs %x : complex<f32>
  %1 = complex.abs %d fastmath<nsz> : complex<f64>
  %2 = complex.abs %x fastmath<fast> {k} : complex<f32>
  return %0, %1 : f32, f64
}
