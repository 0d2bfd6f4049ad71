// affine.dma_start and affine.dma_wait between memory spaces.
func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>) {
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    affine.dma_start %src[%i, %i], %dst[%i, %i], %tag[%c0], %c64 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
  }
  return
}
