// vector.transfer_read of a higher rank than the source without a permutation map.
// MLIR-ERROR: custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)
func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<2x4xf32>
  return
}
