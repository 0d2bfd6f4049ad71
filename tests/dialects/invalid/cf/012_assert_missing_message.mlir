// cf.assert without a message.
// MLIR-ERROR: expected ','
func.func @f(%c: i1) {
  cf.assert %c
  return
}
