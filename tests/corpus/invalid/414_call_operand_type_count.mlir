// func.call with more types than operands
// MLIR-ERROR: custom op 'func.call' number of operands and types do not match: got 1 operands and 2 types
func.func @f(%a: i32) {
  func.call @g(%a) : (i32, i32) -> ()
  return
}
func.func private @g(i32, i32)
