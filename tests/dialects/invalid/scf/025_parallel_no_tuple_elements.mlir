// scf.parallel without bounds or steps.
// MLIR-ERROR: 'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step
func.func @f() {
  scf.parallel () = () to () step () {
  }
  return
}
