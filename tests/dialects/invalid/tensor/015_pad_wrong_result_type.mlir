// tensor.pad whose result type does not match the padded size.
// MLIR-ERROR: specified type 'tensor<5xf32>' does not match the inferred type 'tensor<6xf32>'
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<5xf32>
  return
}
