// memref.dma_wait with fewer tag indices than the tag's rank.
// MLIR-ERROR: 'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1
func.func @f(%tag: memref<2x2xi32>, %i: index) {
  "memref.dma_wait"(%tag, %i, %i) : (memref<2x2xi32>, index, index) -> ()
  return
}
