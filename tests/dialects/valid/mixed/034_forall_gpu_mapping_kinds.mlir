// scf.forall loops mapped to gpu blocks, warps, warpgroups and lanes, with linear dimensions and a string case.
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = scf.forall (%i, %j) in (2, 4) shared_outs(%o = %t) -> (tensor<8xf32>) {
  } {mapping = [#gpu.block<y>, #gpu.block<linear_dim_9>]}
  %1 = scf.forall (%i) in (8) shared_outs(%o = %0) -> (tensor<8xf32>) {
  } {mapping = [#gpu.warp<"z">]}
  %2 = scf.forall (%i) in (8) shared_outs(%o = %1) -> (tensor<8xf32>) {
  } {mapping = [#gpu.warpgroup<x>]}
  %3 = scf.forall (%i) in (8) shared_outs(%o = %2) -> (tensor<8xf32>) {
  } {mapping = [#gpu.lane<linear_dim_0>]}
  return %3 : tensor<8xf32>
}
