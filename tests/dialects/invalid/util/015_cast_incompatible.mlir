// util.cast between two unrelated types without !util.object on either side.
// MLIR-ERROR: 'util.cast' op operand type 'tensor<4xf32>' and result type '!util.buffer' are cast incompatible
util.func public @f(%a: tensor<4xf32>) {
  %0 = util.cast %a : tensor<4xf32> to !util.buffer
  util.return
}
