#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @iota(%arg0: tensor<3x5xindex>) -> tensor<3x5xindex> {
    %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : tensor<3x5xindex>) {
    ^bb0(%out: index):
      %1 = linalg.index 0 : index
      %2 = builtin.unrealized_conversion_cast %1 : index to i64
      %3 = linalg.index 1 : index
      %4 = builtin.unrealized_conversion_cast %3 : index to i64
      %5 = llvm.add %2, %4 : i64
      %6 = builtin.unrealized_conversion_cast %5 : i64 to index
      linalg.yield %6 : index
    } -> tensor<3x5xindex>
    return %0 : tensor<3x5xindex>
  }
}

