// index.cmp returns an i1.
// MLIR-ERROR: 'index.cmp' op result #0 must be 1-bit signless integer, but got 'index'
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> index
  return
}
