// vector.gather and vector.scatter through an index vector, on a memref.
func.func @f(%m: memref<?x?xf32>, %i: index, %idx: vector<16xi32>, %mask: vector<16xi1>, %pass: vector<16xf32>) -> vector<16xf32> {
  %0 = vector.gather %m[%i, %i] [%idx], %mask, %pass : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %m[%i, %i] [%idx], %mask, %0 : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return %0 : vector<16xf32>
}
