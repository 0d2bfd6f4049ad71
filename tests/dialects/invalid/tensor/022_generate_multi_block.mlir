// tensor.generate's body must be a single block.
// MLIR-ERROR: 'tensor.generate' op expects region #0 to have 0 or 1 blocks
func.func @f(%c: i1) -> tensor<2xi32> {
  %0 = tensor.generate {
  ^bb0(%i: index):
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 1 : i32
    tensor.yield %x : i32
  ^b:
    %y = arith.constant 2 : i32
    tensor.yield %y : i32
  } : tensor<2xi32>
  return %0 : tensor<2xi32>
}
