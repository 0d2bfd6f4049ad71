// arith.scaling_extf with a scale whose shape differs from the input.
// MLIR-ERROR: 'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type
func.func @f(%v: vector<4xf4E2M1FN>, %s: vector<2xf8E8M0FNU>) {
  %0 = arith.scaling_extf %v, %s : vector<4xf4E2M1FN>, vector<2xf8E8M0FNU> to vector<4xf32>
  return
}
