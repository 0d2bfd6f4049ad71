// tensor.generate computing each element from its indices.
func.func @f(%n: index) -> tensor<?x3xindex> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  return %0 : tensor<?x3xindex>
}
