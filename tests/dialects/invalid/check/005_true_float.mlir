// expect_true needs a signless integer.
// MLIR-ERROR: custom op 'check.expect_true' invalid kind of type specified: expected builtin.integer, but found 'f32'
func.func @f(%c: f32) {
  check.expect_true(%c) : f32
  return
}
