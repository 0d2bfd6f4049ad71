// complex.sin (sine) on several element types, with fastmath flags.
func.func @f(%x: complex<f32>, %d: complex<f64>, %h: complex<f16>) -> complex<f64> {
  %0 = complex.sin %x : complex<f32>
  %1 = complex.sin %d fastmath<afn> : complex<f64>
  %2 = complex.sin %h fastmath<reassoc,contract> : complex<f16>
  %3 = complex.sin %1 {note = 1 : i32} : complex<f64>
  return %3 : complex<f64>
}
