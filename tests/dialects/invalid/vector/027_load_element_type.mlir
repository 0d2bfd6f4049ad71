// vector.load whose vector element type differs from the memref's.
// MLIR-ERROR: 'vector.load' op base and result element types should match
func.func @f(%m: memref<?xf32>, %i: index) {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return
}
