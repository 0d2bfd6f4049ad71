// cf.assert with an i8 condition.
// MLIR-ERROR: use of value '%c' expects different type than prior uses: 'i1' vs 'i8'
func.func @f(%c: i8) {
  cf.assert %c, "msg"
  return
}
