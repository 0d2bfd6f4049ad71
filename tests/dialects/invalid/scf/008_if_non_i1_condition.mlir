// scf.if with an i32 condition.
// MLIR-ERROR: use of value '%c' expects different type than prior uses: 'i1' vs 'i32'
func.func @f(%c: i32) {
  scf.if %c {
  }
  return
}
