// nan_mode written as the qualified attribute #tosa.nan_mode<...>; maximum and minimum.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.minimum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.minimum %a, %b {nan_mode = IGNORE, note = "kept"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
