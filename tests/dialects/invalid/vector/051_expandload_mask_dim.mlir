// vector.expandload whose mask length differs from the result's.
// MLIR-ERROR: 'vector.expandload' op expected result dim to match mask dim
func.func @f(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  %0 = vector.expandload %m[%i], %mask, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}
