// The split-reduction mapping holds an integer.
// MLIR-ERROR: expected integer value
func.func @f(%n: index) {
  scf.forall (%i) in (%n) {
  } {mapping = [#iree_linalg_ext.split_reduction_mapping<x>]}
  return
}
