// memref.store with too many indices.
// MLIR-ERROR: 'memref.store' op store index operand count not equal to memref rank
func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  memref.store %v, %m[%i, %i] : memref<4xf32>
  return
}
