// An op name that the arith dialect does not define.
// MLIR-ERROR: custom op 'arith.frobnicate' is unknown
func.func @f(%a: i32) {
  %0 = arith.frobnicate %a : i32
  return
}
