// vector.scan whose initial value is not the source without the scanned dimension.
// MLIR-ERROR: 'vector.scan' op incompatible input/initial value shapes
func.func @f(%a: vector<4x8xf32>, %init: vector<4xf32>) {
  %0:2 = vector.scan <add>, %a, %init {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}
