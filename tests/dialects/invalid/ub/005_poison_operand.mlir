// ub.poison takes no operand.
// MLIR-ERROR: 'ub.poison' op requires zero operands
func.func @f(%a: i32) {
  %0 = "ub.poison"(%a) : (i32) -> i32
  return
}
