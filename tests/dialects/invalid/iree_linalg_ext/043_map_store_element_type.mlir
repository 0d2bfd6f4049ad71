// map_store: input and output have one element type.
// MLIR-ERROR: 'iree_linalg_ext.map_store' op expected input and output element types to match
func.func @f(%s: tensor<4x8xf32>, %o: tensor<8x4xi32>) -> (tensor<8x4xi32>) {
  %t = arith.constant true
  %0 = iree_linalg_ext.map_store %s into %o {
  ^bb0(%i: index, %j: index):
    iree_linalg_ext.yield %j, %i, %t : index, index, i1
  } : tensor<4x8xf32> into tensor<8x4xi32> -> tensor<8x4xi32>
  return %0 : tensor<8x4xi32>
}
