// func.return inside a region of an operation other than func.func.
// MLIR-ERROR: 'func.return' op expects parent op 'func.func'
func.func @f(%c: i1) {
  scf.if %c {
    func.return
  }
  return
}
