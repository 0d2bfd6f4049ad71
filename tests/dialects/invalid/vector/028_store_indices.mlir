// vector.store with too few indices.
// MLIR-ERROR: 'vector.store' op requires 2 indices
func.func @f(%v: vector<4xf32>, %m: memref<?x?xf32>, %i: index) {
  vector.store %v, %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}
