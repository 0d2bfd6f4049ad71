// complex.angle (argument): a complex value to its element type.
func.func @f(%x: complex<f32>, %d: complex<f64>) -> (f32, f64) {
  %0 = complex.angle %x : complex<f32>
  %1 = complex.angle %d fastmath<nsz> : complex<f64>
  %2 = complex.angle %x fastmath<fast> {k} : complex<f32>
  return %0, %1 : f32, f64
}
