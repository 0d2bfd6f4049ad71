// scf.for whose bounds are index but the induction type is i32.
// MLIR-ERROR: use of value '%lb' expects different type than prior uses: 'i32' vs 'index'
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s : i32 {
  }
  return
}
