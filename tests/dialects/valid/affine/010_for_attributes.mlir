// affine.for with a discardable attribute and a location.
func.func @f() {
  affine.for %i = 0 to 8 {
  } {test.unroll_factor = 2 : i64} loc("aff.mlir":1:1)
  return
}
