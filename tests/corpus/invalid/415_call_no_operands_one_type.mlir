// func.call with no operands but a type
// MLIR-ERROR: custom op 'func.call' number of operands and types do not match: got 0 operands and 1 types
func.func @f(%a: i32) {
  func.call @g() : (i32) -> ()
  return
}
func.func private @g(i32)
