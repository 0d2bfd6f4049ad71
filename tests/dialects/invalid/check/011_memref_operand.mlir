// expect_eq takes tensors, not memrefs.
// MLIR-ERROR: 'check.expect_eq' op operand #0 must be buffer_view or tensor of any non-token type values, but got 'memref<2xf32>'
func.func @f(%c: memref<2xf32>) {
  check.expect_eq(%c, %c) : memref<2xf32>
  return
}
