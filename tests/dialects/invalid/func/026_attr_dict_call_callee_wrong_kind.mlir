// func.call with an integer callee in its attribute dictionary: an error of the custom op at the '{'.
// MLIR-ERROR: custom op 'func.call' 'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute
func.func @f(%a: i32) {
  func.call @f(%a) {callee = 1 : i32} : (i32) -> ()
  return
}
