// linalg.index with a dimension beyond the iteration space.
// MLIR-ERROR: 'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp
#id = affine_map<(d0) -> (d0)>
func.func @f(%init: tensor<4xindex>) -> tensor<4xindex> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%init : tensor<4xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 1 : index
    linalg.yield %i : index
  } -> tensor<4xindex>
  return %0 : tensor<4xindex>
}
