// linalg.generic with an #linalg.iterator_type attribute of an unknown case.
// MLIR-ERROR: expected ::mlir::utils::IteratorType to be one of: parallel, reduction
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<window>]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
