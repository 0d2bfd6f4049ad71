// complex.div (division) on complex<f16>, <f32>, <f64> and <bf16>, with fastmath flags.
func.func @f(%h: complex<f16>, %x: complex<f32>, %d: complex<f64>, %b: complex<bf16>) -> complex<f32> {
  %0 = complex.div %h, %h : complex<f16>
  %1 = complex.div %x, %x fastmath<nnan> : complex<f32>
  %2 = complex.div %d, %d fastmath<fast> : complex<f64>
  %3 = complex.div %b, %b fastmath<none> : complex<bf16>
  %4 = complex.div %1, %x fastmath<nnan,ninf> {tag} : complex<f32>
  return %4 : complex<f32>
}
