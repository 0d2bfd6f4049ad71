// cf.cond_br with three branch weights.
// MLIR-ERROR: expects number of branch weights to match number of successors: 3 vs 2
func.func @f(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^a, ^a
^a:
  return
}
