// index.cmp without its predicate.
// MLIR-ERROR: 'index.cmp' op requires attribute 'pred'
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}
