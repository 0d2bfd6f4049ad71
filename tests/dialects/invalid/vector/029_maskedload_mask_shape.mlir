// vector.maskedload whose mask shape differs from the result's.
// MLIR-ERROR: 'vector.maskedload' op expected result shape to match mask shape
func.func @f(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}
