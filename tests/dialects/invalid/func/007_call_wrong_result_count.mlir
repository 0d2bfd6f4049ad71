// func.call that expects more results than the callee has.
// MLIR-ERROR: 'func.call' op incorrect number of results for callee
func.func private @callee(i32) -> i32
func.func @f(%a: i32) {
  %0:2 = call @callee(%a) : (i32) -> (i32, i32)
  return
}
