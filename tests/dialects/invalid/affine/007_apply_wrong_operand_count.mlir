// affine.apply whose map has two dimensions but one operand.
// MLIR-ERROR: custom op 'affine.apply' dimension or symbol index mismatch
func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}
