// Linearizing a 2-D index with index ops, then delinearizing it with div and rem.
func.func @f(%i: index, %j: index, %w: index) -> (index, index) {
  %0 = index.mul %i, %w
  %1 = index.add %0, %j
  %2 = index.divu %1, %w
  %3 = index.remu %1, %w
  return %2, %3 : index, index
}
