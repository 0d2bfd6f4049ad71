// util.global.load.indirect of a tensor pointer with an incompatible shape.
// MLIR-ERROR: 'util.global.load.indirect' op global type mismatch; global pointer is 'tensor<4xi32>' but load is 'tensor<5xi32>'
util.func public @f(%p: !util.ptr<tensor<4xi32>>) {
  %0 = util.global.load.indirect %p : !util.ptr<tensor<4xi32>> -> tensor<5xi32>
  util.return
}
