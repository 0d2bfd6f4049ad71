// Ops written in the generic form, properties in <{...}> and defaults filled in.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.clamp"(%a) <{max_val = 1.0 : f32, min_val = 0.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "tosa.argmax"(%a) {axis = 0 : i32} : (tensor<4xf32>) -> tensor<i32>
  return
}
