// bufferization.dealloc with more memrefs than conditions.
// MLIR-ERROR: 'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate
func.func @f(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c)
  return
}
