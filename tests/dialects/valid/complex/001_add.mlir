// complex.add (addition) on complex<f16>, <f32>, <f64> and <bf16>, with fastmath flags.
func.func @f(%h: complex<f16>, %x: complex<f32>, %d: complex<f64>, %b: complex<bf16>) -> complex<f32> {
  %0 = complex.add %h, %h : complex<f16>
  %1 = complex.add %x, %x fastmath<nnan> : complex<f32>
  %2 = complex.add %d, %d fastmath<fast> : complex<f64>
  %3 = complex.add %b, %b fastmath<none> : complex<bf16>
  %4 = complex.add %1, %x fastmath<nnan,ninf> {tag} : complex<f32>
  return %4 : complex<f32>
}
