// complex.constant of float and integer complex types; results named %cst.
func.func @f() -> complex<f32> {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %1 = complex.constant [0.1 : f64, -3.5e10 : f64] : complex<f64>
  %2 = complex.constant [1 : i8, -2 : i8] : complex<i8>
  %3 = complex.constant [0x7FC00000 : f32, 0xFF800000 : f32] : complex<f32>
  %4 = complex.constant [1.5 : f16, 2.5 : f16] {k} : complex<f16>
  return %0 : complex<f32>
}
