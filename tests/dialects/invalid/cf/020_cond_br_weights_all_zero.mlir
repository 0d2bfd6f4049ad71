// cf.cond_br whose branch weights are all zero.
// MLIR-ERROR: branch weights cannot all be zero
func.func @f(%c: i1) {
  cf.cond_br %c weights([0, 0]), ^a, ^b
^a:
  return
^b:
  return
}
