// math.fpowi with a vector base and a scalar exponent.
// MLIR-ERROR: 'math.fpowi' op requires the same shape for all operands and results
func.func @f(%a: vector<4xf32>, %n: i32) {
  %0 = math.fpowi %a, %n : vector<4xf32>, i32
  return
}
