// A branch to a block of the enclosing region.
// MLIR-ERROR: reference to an undefined block
func.func @f(%c: i1) {
  scf.if %c {
    cf.br ^outer
  }
  cf.br ^outer
^outer:
  return
}
