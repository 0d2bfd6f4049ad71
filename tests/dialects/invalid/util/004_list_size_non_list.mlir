// util.list.size of a tensor.
// MLIR-ERROR: 'util.list.size' op operand #0 must be Dense list container type., but got 'tensor<4xf32>'
util.func public @f(%t: tensor<4xf32>) {
  %0 = util.list.size %t : tensor<4xf32>
  util.return
}
