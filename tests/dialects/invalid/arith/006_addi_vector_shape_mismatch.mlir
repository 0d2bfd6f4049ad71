// arith.addi on vectors of different shapes (generic form).
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @f(%a: vector<4xi32>, %b: vector<2xi32>) {
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, vector<2xi32>) -> vector<4xi32>
  return
}
