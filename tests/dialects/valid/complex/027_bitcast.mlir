// complex.bitcast between complex values and integers or floats of twice the element width.
func.func @f(%x: complex<f32>, %i: i64, %d: f64, %h: complex<f16>) -> complex<f32> {
  %0 = complex.bitcast %x : complex<f32> to i64
  %1 = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %d : f64 to complex<f32>
  %3 = complex.bitcast %h : complex<f16> to i32
  %4 = complex.bitcast %x : complex<f32> to complex<f32>
  return %1 : complex<f32>
}
