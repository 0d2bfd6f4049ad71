// memref.cast between static, dynamic, unranked and strided memref types.
func.func @f(%m: memref<4x8xf32>, %s: memref<?xf32, strided<[1], offset: ?>>) -> (memref<?x?xf32>, memref<*xf32>, memref<4xf32, strided<[1], offset: ?>>) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<*xf32>
  %2 = memref.cast %s : memref<?xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %0, %1, %2 : memref<?x?xf32>, memref<*xf32>, memref<4xf32, strided<[1], offset: ?>>
}
