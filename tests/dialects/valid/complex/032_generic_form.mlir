// Complex ops in generic form with their fastmath properties.
func.func @f(%x: complex<f32>, %a: f32, %n: i32) -> f32 {
  %0 = "complex.add"(%x, %x) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>, complex<f32>) -> complex<f32>
  %1 = "complex.re"(%0) : (complex<f32>) -> f32
  %2 = "complex.create"(%a, %1) : (f32, f32) -> complex<f32>
  %3 = "complex.constant"() <{value = [1.0 : f32, 1.0 : f32]}> : () -> complex<f32>
  %4 = "complex.powi"(%3, %n) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, i32) -> complex<f32>
  %5 = "complex.neq"(%2, %4) : (complex<f32>, complex<f32>) -> i1
  %6 = "complex.abs"(%4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
  return %6 : f32
}
