// complex.powi with signless integer exponents; its optional fastmath prints even when none.
func.func @f(%x: complex<f32>, %n: i32, %m: i64, %d: complex<f64>) -> complex<f32> {
  %0 = complex.powi %x, %n : complex<f32>, i32
  %1 = complex.powi %d, %m fastmath<nnan> : complex<f64>, i64
  %2 = complex.powi %x, %n fastmath<none> : complex<f32>, i32
  %3 = complex.powi %x, %m fastmath<fast> {k} : complex<f32>, i64
  return %0 : complex<f32>
}
