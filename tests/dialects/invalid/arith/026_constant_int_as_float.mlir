// An integer literal used for a float constant.
// MLIR-ERROR: unexpected decimal integer literal for a floating point value
func.func @f() {
  %0 = arith.constant 0 : f32
  return
}
