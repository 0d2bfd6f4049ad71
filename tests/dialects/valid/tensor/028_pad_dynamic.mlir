// tensor.pad with dynamic padding amounts.
func.func @f(%t: tensor<?xi32>, %lo: index, %hi: index, %v: i32) -> tensor<?xi32> {
  %0 = tensor.pad %t low[%lo] high[%hi] {
  ^bb0(%i: index):
    tensor.yield %v : i32
  } : tensor<?xi32> to tensor<?xi32>
  return %0 : tensor<?xi32>
}
