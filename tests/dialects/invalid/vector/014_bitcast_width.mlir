// vector.bitcast whose last dimension's bit width changes.
// MLIR-ERROR: 'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal
func.func @f(%v: vector<4xf32>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi16>
  return
}
