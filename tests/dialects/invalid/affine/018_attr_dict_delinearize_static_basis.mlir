// affine.delinearize_index (a generated parser, unlike most affine ops) with an integer static_basis in its attribute dictionary.
// MLIR-ERROR: custom op 'affine.delinearize_index' 'affine.delinearize_index' op attribute 'static_basis' failed to satisfy constraint: i64 dense array attribute
func.func @f(%i: index) -> (index, index) {
  %0:2 = affine.delinearize_index %i into (2, 2) {static_basis = 1 : i32} : index, index
  return %0#0, %0#1 : index, index
}
