// affine.min of a map with no results.
// MLIR-ERROR: 'affine.min' op affine map expect at least one result
func.func @f(%i: index) {
  %0 = affine.min affine_map<(d0) -> ()>(%i)
  return
}
