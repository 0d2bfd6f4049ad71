// vector.shuffle in generic form with operands of different element types.
// MLIR-ERROR: 'vector.shuffle' op failed to verify that second operand v2 and result have same element type
func.func @f(%a: vector<8xf32>, %b: vector<8xf16>) {
  %1 = "vector.shuffle"(%a, %b) <{mask = array<i64: 1>}> : (vector<8xf32>, vector<8xf16>) -> vector<1xf32>
  return
}
