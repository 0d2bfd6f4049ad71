// arith.cmpf on integer operands.
// MLIR-ERROR: custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'
func.func @f(%a: i32) {
  %0 = arith.cmpf oeq, %a, %a : i32
  return
}
