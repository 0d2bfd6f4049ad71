// memref.subview with non-unit strides of a strided source.
func.func @f(%m: memref<16x16xf32, strided<[32, 1], offset: 8>>) -> memref<4x4xf32, strided<[64, 2], offset: 8>> {
  %0 = memref.subview %m[0, 0] [4, 4] [2, 2] : memref<16x16xf32, strided<[32, 1], offset: 8>> to memref<4x4xf32, strided<[64, 2], offset: 8>>
  return %0 : memref<4x4xf32, strided<[64, 2], offset: 8>>
}
