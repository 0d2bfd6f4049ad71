// memref.subview with one offset for a rank-2 memref.
// MLIR-ERROR: expected 2 offset values, got 1
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0] [4] [1] : memref<8x8xf32> to memref<4xf32>
  return
}
