// memref.subview whose result type does not match the slice.
// MLIR-ERROR: expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}
