// complex.sub (subtraction) on complex<f16>, <f32>, <f64> and <bf16>, with fastmath flags.
func.func @f(%h: complex<f16>, %x: complex<f32>, %d: complex<f64>, %b: complex<bf16>) -> complex<f32> {
  %0 = complex.sub %h, %h : complex<f16>
  %1 = complex.sub %x, %x fastmath<nnan> : complex<f32>
  %2 = complex.sub %d, %d fastmath<fast> : complex<f64>
  %3 = complex.sub %b, %b fastmath<none> : complex<bf16>
  %4 = complex.sub %1, %x fastmath<nnan,ninf> {tag} : complex<f32>
  return %4 : complex<f32>
}
