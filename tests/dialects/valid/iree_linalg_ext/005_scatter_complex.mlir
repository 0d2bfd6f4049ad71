// scatter of complex elements into a full slice (update slice rank 0).
func.func @f(%u: tensor<3xcomplex<f32>>, %i: tensor<3x2xi32>, %o: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
  %0 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(true)
      ins(%u, %i : tensor<3xcomplex<f32>>, tensor<3x2xi32>) outs(%o : tensor<4x4xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %b: complex<f32>):
    iree_linalg_ext.yield %a : complex<f32>
  } -> tensor<4x4xcomplex<f32>>
  return %0 : tensor<4x4xcomplex<f32>>
}
