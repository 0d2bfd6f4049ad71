// linalg.index inside linalg.generic reads the current iteration index.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @iota(%init: tensor<3x5xindex>) -> tensor<3x5xindex> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%init : tensor<3x5xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<3x5xindex>
  return %0 : tensor<3x5xindex>
}
