// func dialect rule 6
// MLIR-ERROR: 'func.call' op result type mismatch at index 0
func.func private @f(i32) -> i32
func.func @h(%a: i32) {
  %0 = func.call @f(%a) : (i32) -> i64
  return
}

