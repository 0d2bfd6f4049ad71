// vector.create_mask with fewer operands than dimensions.
// MLIR-ERROR: 'vector.create_mask' op must specify an operand for each result vector dimension
func.func @f(%a: index) {
  %0 = vector.create_mask %a : vector<4x4xi1>
  return
}
