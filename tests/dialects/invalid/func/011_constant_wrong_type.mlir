// func.constant whose type does not match the referenced function.
// MLIR-ERROR: 'func.constant' op reference to function with mismatched type
func.func private @g(i32)
func.func @f() {
  %0 = constant @g : (i64) -> ()
  return
}
