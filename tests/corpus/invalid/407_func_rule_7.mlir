// func dialect rule 7
// MLIR-ERROR: 'func.call' op incorrect number of operands for callee
func.func private @f(i32) -> i32
func.func @h(%a: i32) {
  %0 = func.call @f(%a, %a) : (i32, i32) -> i32
  return
}

