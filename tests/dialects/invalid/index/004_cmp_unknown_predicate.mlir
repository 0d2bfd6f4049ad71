// index.cmp with a predicate that does not exist.
// MLIR-ERROR: custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
func.func @f(%a: index) {
  %0 = index.cmp lt(%a, %a)
  return
}
