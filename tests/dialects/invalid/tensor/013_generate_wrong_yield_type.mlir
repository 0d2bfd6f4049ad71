// tensor.generate whose body yields a value of the wrong type.
// MLIR-ERROR: 'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type
func.func @f() {
  %0 = tensor.generate {
  ^bb0(%i: index):
    %x = arith.constant 0 : i64
    tensor.yield %x : i64
  } : tensor<4xi32>
  return
}
