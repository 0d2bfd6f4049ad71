// vector.gather whose index vector length differs from the result's.
// MLIR-ERROR: 'vector.gather' op expected result dim to match indices dim
func.func @f(%m: memref<?xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.gather %m[%i] [%idx], %mask, %p : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
