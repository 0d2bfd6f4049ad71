// vector.expandload and vector.compressstore.
func.func @f(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.expandload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i], %mask, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}
