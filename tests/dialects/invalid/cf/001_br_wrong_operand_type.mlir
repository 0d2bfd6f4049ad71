// cf.br passing an i64 to a block argument of type i32.
// MLIR-ERROR: type mismatch for bb argument #0 of successor #0
func.func @f(%a: i64) {
  cf.br ^next(%a : i64)
^next(%x: i32):
  return
}
