// tosa.dim with an axis outside the input's rank.
// MLIR-ERROR: 'tosa.dim' op expect axis to be in the range [0, 2), got 2
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tosa.dim %t {axis = 2 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return
}
