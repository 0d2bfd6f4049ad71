// func.return inside affine.for: its parent is checked before affine.for's terminator.
// MLIR-ERROR: 'func.return' op expects parent op 'func.func'
func.func @f() {
  affine.for %i = 1 to 10 {
    func.return
  }
  return
}
