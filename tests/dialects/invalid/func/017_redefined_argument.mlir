// Two arguments with the same name.
// MLIR-ERROR: region entry argument '%a' is already in use
func.func @f(%a: i32, %a: i32) {
  return
}
