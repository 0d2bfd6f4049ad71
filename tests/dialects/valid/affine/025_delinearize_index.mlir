// affine.delinearize_index with static and dynamic bases.
func.func @f(%idx: index, %b: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %idx into (4, %b, 8) : index, index, index
  %1:2 = affine.delinearize_index %idx into (16) : index, index
  return %0#0, %0#1, %1#1 : index, index, index
}
