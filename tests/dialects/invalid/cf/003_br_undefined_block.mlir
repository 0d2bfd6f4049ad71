// cf.br to a block that does not exist.
// MLIR-ERROR: reference to an undefined block
func.func @f() {
  cf.br ^missing
}
