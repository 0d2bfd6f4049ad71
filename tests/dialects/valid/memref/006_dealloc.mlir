// memref.dealloc of static, dynamic and unranked memrefs.
func.func @f(%n: index, %u: memref<*xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%n) : memref<?xi32>
  memref.dealloc %0 : memref<4xf32>
  memref.dealloc %1 : memref<?xi32>
  memref.dealloc %u : memref<*xf32>
  return
}
