// vector.transfer_read into a non-vector type.
// MLIR-ERROR: custom op 'vector.transfer_read' requires vector type
func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, tensor<4xf32>
  return
}
