// func.call with fewer operands than the callee takes.
// MLIR-ERROR: 'func.call' op incorrect number of operands for callee
func.func private @callee(i32, i32)
func.func @f(%a: i32) {
  call @callee(%a) : (i32) -> ()
  return
}
