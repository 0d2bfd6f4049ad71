// complex.add's fastmath property must be an #arith.fastmath.
// MLIR-ERROR: invalid properties {fastmath = 1 : i32} for op complex.add: Invalid attribute `fastmath` in property conversion: 1 : i32
func.func @f(%x: complex<f32>) {
  %0 = "complex.add"(%x, %x) <{fastmath = 1 : i32}> : (complex<f32>, complex<f32>) -> complex<f32>
  return
}
