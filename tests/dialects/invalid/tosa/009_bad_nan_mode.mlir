// An unknown bare nan_mode keyword.
// MLIR-ERROR: custom op 'tosa.maximum' invalid nan_mode value: SOMETIMES
func.func @f(%a: tensor<4xf32>) {
  %0 = tosa.maximum %a, %a {nan_mode = SOMETIMES} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
