// vector.type_cast of a dynamically shaped memref.
// MLIR-ERROR: 'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x8xf32>'
func.func @f(%m: memref<?x8xf32>) {
  %0 = vector.type_cast %m : memref<?x8xf32> to memref<vector<8x8xf32>>
  return
}
