// affine.for whose bound map takes two dimensions but is given one operand.
// MLIR-ERROR: custom op 'affine.for' dim operand count and affine map dim count must match
func.func @f(%a: index) {
  affine.for %i = 0 to affine_map<(d0, d1) -> (d0 + d1)>(%a) {
  }
  return
}
