// func.call_indirect of a function with no arguments and no results.
func.func @f(%fn: () -> ()) {
  func.call_indirect %fn() : () -> ()
  return
}
