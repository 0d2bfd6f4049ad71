// func.call whose result types differ from the callee's: the error notes both lists.
// MLIR-ERROR: 'func.call' op result type mismatch at index 0
func.func private @g() -> (i32, f32)
func.func @f() {
  %0:2 = call @g() : () -> (f32, i32)
  return
}
