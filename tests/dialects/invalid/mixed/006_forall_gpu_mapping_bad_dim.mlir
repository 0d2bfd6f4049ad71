// scf.forall with a #gpu.thread mapping whose dimension is no MappingId case: reported at the case.
// MLIR-ERROR: expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
  } {mapping = [#gpu.thread<w>]}
  return %0 : tensor<8xf32>
}
