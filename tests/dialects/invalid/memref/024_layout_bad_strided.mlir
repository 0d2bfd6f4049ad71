// A strided layout with more strides than dimensions.
// MLIR-ERROR: expected the number of strides to match the rank
func.func @f(%m: memref<4xf32, strided<[1, 1]>>) {
  return
}
