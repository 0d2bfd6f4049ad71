// complex.eq and complex.neq: i1 results.
func.func @f(%x: complex<f32>, %y: complex<f32>, %d: complex<f64>) -> (i1, i1) {
  %0 = complex.eq %x, %y : complex<f32>
  %1 = complex.neq %x, %y : complex<f32>
  %2 = complex.eq %d, %d {k = 2} : complex<f64>
  return %0, %1 : i1, i1
}
