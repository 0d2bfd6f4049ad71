// func dialect rule 5
// MLIR-ERROR: 'func.call' op incorrect number of results for callee
func.func private @f(i32) -> i32
func.func @h(%a: i32) {
  func.call @f(%a) : (i32) -> ()
  return
}

