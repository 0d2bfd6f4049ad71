// func.call whose operand types do not match the callee.
// MLIR-ERROR: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0
func.func private @callee(i32) -> i32
func.func @f(%a: i64) -> i32 {
  %0 = call @callee(%a) : (i64) -> i32
  return %0 : i32
}
