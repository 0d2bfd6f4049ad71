// vector.scan over a dimension the source does not have.
// MLIR-ERROR: 'vector.scan' op reduction dimension 2 has to be less than 2
func.func @f(%v: vector<4x8xf32>, %init: vector<8xf32>) {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}
