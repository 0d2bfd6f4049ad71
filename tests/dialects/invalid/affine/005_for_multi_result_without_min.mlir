// affine.for with a multi-result upper bound map but no `min`.
// MLIR-ERROR: custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix
func.func @f(%a: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0, 10)>(%a) {
  }
  return
}
