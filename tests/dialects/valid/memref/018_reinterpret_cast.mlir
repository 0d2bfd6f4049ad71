// memref.reinterpret_cast with static and dynamic offset, sizes and strides.
func.func @f(%m: memref<64xf32>, %u: memref<*xf32>, %n: index) -> (memref<8x8xf32>, memref<?x4xf32, strided<[4, 1], offset: ?>>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf32> to memref<8x8xf32>
  %1 = memref.reinterpret_cast %u to offset: [%n], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %0, %1 : memref<8x8xf32>, memref<?x4xf32, strided<[4, 1], offset: ?>>
}
