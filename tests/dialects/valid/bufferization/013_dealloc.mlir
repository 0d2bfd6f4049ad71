// bufferization.dealloc with conditions, with and without retained memrefs.
func.func @f(%a: memref<2xf32>, %b: memref<4xi32>, %c1: i1, %c2: i1, %r: memref<2xf32>) -> i1 {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c1, %c2)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c1) retain (%r : memref<2xf32>)
  return %0 : i1
}
