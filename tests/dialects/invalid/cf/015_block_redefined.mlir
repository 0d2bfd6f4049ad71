// Two blocks with the same label.
// MLIR-ERROR: redefinition of block '^a'
func.func @f() {
  cf.br ^a
^a:
  cf.br ^a
^a:
  return
}
