// affine.for whose upper bound is an f32 value.
// MLIR-ERROR: use of value '%n' expects different type than prior uses: 'index' vs 'f32'
func.func @f(%n: f32) {
  affine.for %i = 0 to %n {
  }
  return
}
