// scf.for with f32 bounds.
// MLIR-ERROR: 'scf.for' op operand #0 must be signless integer or index, but got 'f32'
func.func @f(%lb: f32, %ub: f32, %s: f32) {
  scf.for %i = %lb to %ub step %s : f32 {
  }
  return
}
