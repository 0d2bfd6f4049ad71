// affine.linearize_index with static and dynamic bases, and disjoint.
func.func @f(%i: index, %j: index, %b: index) -> (index, index) {
  %0 = affine.linearize_index [%i, %j] by (4, 8) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (%b, 8) : index
  return %0, %1 : index, index
}
