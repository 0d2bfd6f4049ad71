// tensor.generate whose body has fewer index arguments than the tensor rank.
// MLIR-ERROR: must have one body argument per input dimension
func.func @f() {
  %0 = tensor.generate {
  ^bb0(%i: index):
    %x = arith.constant 0 : i32
    tensor.yield %x : i32
  } : tensor<4x4xi32>
  return
}
