// tosa.cond_if without an else region: its region must have one block.
// MLIR-ERROR: 'tosa.cond_if' op region #1 ('else_graph') failed to verify constraint: region with 1 blocks
func.func @f(%c: tensor<i1>) {
  tosa.cond_if %c : tensor<i1> {
    "tosa.yield"() : () -> ()
  }
  return
}
