// iree_linalg_ext.index is nested in a custom_op or an attention op.
// MLIR-ERROR: 'iree_linalg_ext.index' op expected parent op to be one of `iree_linalg_ext.custom_op`, `iree_linalg_ext.attention`, `iree_linalg_ext.online_attention`
func.func @f() -> index {
  %0 = iree_linalg_ext.index 0 : index
  return %0 : index
}
