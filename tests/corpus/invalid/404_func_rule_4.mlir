// func dialect rule 4
// MLIR-ERROR: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0
func.func private @f(i32) -> i32
func.func @h(%a: i64) {
  %0 = func.call @f(%a) : (i64) -> i32
  return
}

