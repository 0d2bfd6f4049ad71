// memref.reinterpret_cast whose result strides disagree with the strides operand.
// MLIR-ERROR: expected result type with stride = 1 instead of 8 in dim = 0
func.func @f(%m: memref<64xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 8], strides: [1, 8] : memref<64xf32> to memref<8x8xf32>
  return
}
