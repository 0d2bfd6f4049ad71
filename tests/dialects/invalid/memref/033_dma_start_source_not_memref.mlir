// memref.dma_start whose source is not a memref.
// MLIR-ERROR: 'memref.dma_start' op expected source to be of memref type
func.func @f(%m: f32, %tag: f32, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %tag[%i] : f32, f32, f32
  return
}
