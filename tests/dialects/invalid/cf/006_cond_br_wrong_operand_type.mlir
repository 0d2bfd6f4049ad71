// cf.cond_br passing an f32 to an i32 block argument of its false successor.
// MLIR-ERROR: type mismatch for bb argument #0 of successor #1
func.func @f(%c: i1, %x: f32) {
  cf.cond_br %c, ^a, ^b(%x : f32)
^a:
  return
^b(%y: i32):
  return
}
