// vector.maskedload and vector.maskedstore with a pass-through vector.
func.func @f(%m: memref<?x?xf32>, %i: index, %mask: vector<16xi1>, %pass: vector<16xf32>) -> vector<16xf32> {
  %0 = vector.maskedload %m[%i, %i], %mask, %pass : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%i, %i], %mask, %0 : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  %1 = vector.maskedload %m[%i, %i], %mask, %pass {alignment = 4 : i64} : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0 : vector<16xf32>
}
