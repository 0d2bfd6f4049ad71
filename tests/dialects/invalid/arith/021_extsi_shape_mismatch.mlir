// arith.extsi between vectors of different shapes.
// MLIR-ERROR: 'arith.extsi' op requires the same shape for all operands and results
func.func @f(%a: vector<4xi8>) {
  %0 = arith.extsi %a : vector<4xi8> to vector<8xi32>
  return
}
