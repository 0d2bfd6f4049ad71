// complex.add on complex<i32>: its elements must be floats.
// MLIR-ERROR: 'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'
func.func @f(%a: complex<i32>) {
  %0 = complex.add %a, %a : complex<i32>
  return
}
