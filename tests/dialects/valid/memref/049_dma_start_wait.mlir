// memref.dma_start and memref.dma_wait, with and without strides.
func.func @f(%a: memref<256xf32>, %b: memref<256xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i], %n, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  memref.dma_start %a[%i], %b[%i], %n, %tag[%i], %n, %n : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  return
}
