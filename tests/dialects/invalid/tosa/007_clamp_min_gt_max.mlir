// clamp with min_val greater than max_val.
// MLIR-ERROR: 'tosa.clamp' op expected min_val <= max_val, got min_val=2.000000e+00 : f32, max_val=1.000000e+00 : f32
func.func @f(%a: tensor<4xf32>) {
  %0 = tosa.clamp %a {min_val = 2.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
