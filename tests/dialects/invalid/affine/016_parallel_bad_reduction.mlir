// affine.parallel with an unknown reduction kind.
// MLIR-ERROR: custom op 'affine.parallel' invalid reduction value: "concat"
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("concat") -> (f32) {
    %x = arith.constant 0.0 : f32
    affine.yield %x : f32
  }
  return
}
