// func.call of a function with no arguments and no results.
func.func private @callee()
func.func @caller() {
  call @callee() : () -> ()
  func.call @callee() : () -> ()
  return
}
