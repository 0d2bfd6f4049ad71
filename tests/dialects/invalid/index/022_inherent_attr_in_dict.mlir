// index.cmp's predicate written again in the attribute dictionary, as an integer.
// MLIR-ERROR: custom op 'index.cmp' 'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind
func.func @f(%a: index) {
  %0 = index.cmp eq(%a, %a) {pred = 1 : i64}
  return
}
