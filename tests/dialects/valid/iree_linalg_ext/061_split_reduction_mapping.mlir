// The split-reduction mapping attribute on an scf.forall.
func.func @f(%n: index, %m: index) {
  scf.forall (%i, %j) in (%n, %m) {
  } {mapping = [#iree_linalg_ext.split_reduction_mapping<1>, #iree_linalg_ext.split_reduction_mapping<0>]}
  return
}
