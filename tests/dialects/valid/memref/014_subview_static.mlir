// memref.subview with static offsets, sizes and strides.
func.func @f(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 36>> {
  %0 = memref.subview %m[2, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 36>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 36>>
}
