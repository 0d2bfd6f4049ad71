// index.cmp's predicate must be an #index<cmp_predicate ...>, not an integer.
// MLIR-ERROR: invalid properties {pred = 2 : i32} for op index.cmp: Invalid attribute `pred` in property conversion: 2 : i32
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = 2 : i32}> : (index, index) -> i1
  return
}
