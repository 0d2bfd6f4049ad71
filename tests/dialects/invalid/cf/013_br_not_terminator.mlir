// cf.br in the middle of a block.
// MLIR-ERROR: operation with block successors must terminate its parent block
func.func @f() {
  cf.br ^a
  cf.br ^a
^a:
  return
}
