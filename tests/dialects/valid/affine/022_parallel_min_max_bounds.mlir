// affine.parallel with max/min bounds and symbols.
func.func @f(%n: index) {
  affine.parallel (%i) = (max(0, 2)) to (min(%n, 64)) {
  }
  return
}
