// arith.extf between tensors of different encodings.
// MLIR-ERROR: 'arith.extf' op operand type 'tensor<2xf32, "foo">' and result type 'tensor<2xf64, "bar">' are cast incompatible
func.func @f(%a: tensor<2xf32, "foo">) {
  %0 = arith.extf %a : tensor<2xf32, "foo"> to tensor<2xf64, "bar">
  return
}
