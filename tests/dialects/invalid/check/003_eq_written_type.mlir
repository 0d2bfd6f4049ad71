// The written type applies to both operands.
// MLIR-ERROR: use of value '%d' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<3xf32>'
func.func @f(%c: tensor<2xf32>, %d: tensor<3xf32>) {
  check.expect_eq(%c, %d) : tensor<2xf32>
  return
}
