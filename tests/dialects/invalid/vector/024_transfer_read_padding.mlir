// vector.transfer_read with a padding value of another type than the elements.
// MLIR-ERROR: use of value '%p' expects different type than prior uses: 'f32' vs 'f16'
func.func @f(%m: memref<?xf32>, %i: index, %p: f16) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  return
}
