// cf.switch passing a value of the wrong type to a case destination.
// MLIR-ERROR: type mismatch for bb argument #0 of successor #1
func.func @f(%flag: i32, %x: f64) {
  cf.switch %flag : i32, [
    default: ^a(%flag : i32),
    5: ^a(%x : f64)
  ]
^a(%y: i32):
  return
}
