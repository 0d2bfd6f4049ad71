// scf.condition inside scf.if instead of scf.while.
// MLIR-ERROR: 'scf.condition' op expects parent op 'scf.while'
func.func @f(%c: i1) {
  scf.if %c {
    scf.condition(%c)
  }
  return
}
