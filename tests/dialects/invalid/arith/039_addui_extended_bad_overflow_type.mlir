// arith.addui_extended whose overflow result is not i1.
// MLIR-ERROR: 'arith.addui_extended' op result #1 must be bool-like, but got 'i32'
func.func @f(%a: i32) {
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}
