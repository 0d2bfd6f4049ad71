// arith.cmpf in generic form with operands of different types.
// MLIR-ERROR: 'arith.cmpf' op requires all operands to have the same type
func.func @f(%a: f32, %b: f64) {
  %0 = "arith.cmpf"(%a, %b) {predicate = 0} : (f32, f64) -> i1
  return
}
