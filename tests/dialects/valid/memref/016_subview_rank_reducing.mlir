// Rank-reducing memref.subview taking one row of a matrix.
func.func @f(%m: memref<8x16xf32>, %i: index) -> memref<16xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
  return %0 : memref<16xf32, strided<[1], offset: ?>>
}
