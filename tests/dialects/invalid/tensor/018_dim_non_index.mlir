// tensor.dim with an i32 dimension operand.
// MLIR-ERROR: use of value '%d' expects different type than prior uses: 'index' vs 'i32'
func.func @f(%t: tensor<4xf32>, %d: i32) {
  %0 = tensor.dim %t, %d : tensor<4xf32>
  return
}
