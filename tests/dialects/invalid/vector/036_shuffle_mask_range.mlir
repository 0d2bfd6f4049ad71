// vector.shuffle with a mask index past both operands.
// MLIR-ERROR: 'vector.shuffle' op mask index #2 out of range
func.func @f(%a: vector<2xf32>) {
  %0 = vector.shuffle %a, %a [0, 4] : vector<2xf32>, vector<2xf32>
  return
}
