// map_load: source and output have one element type.
// MLIR-ERROR: 'iree_linalg_ext.map_load' op expected source and output element types to match
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xf16>) -> (tensor<8x4xf16>) {
  %pad = arith.constant 0.0 : f32
  %0 = iree_linalg_ext.map_load %s into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i, %pad : index, index, f32
  } : tensor<4x8xf32> into tensor<8x4xf16> -> tensor<8x4xf16>
  return %0 : tensor<8x4xf16>
}
