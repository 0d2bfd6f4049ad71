// tensor.pad with zero low padding and a padding value computed in the region.
func.func @f(%t: tensor<3x3xi32>) -> tensor<4x4xi32> {
  %0 = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<3x3xi32> to tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}
