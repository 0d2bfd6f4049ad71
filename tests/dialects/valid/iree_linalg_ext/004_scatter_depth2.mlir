// scatter with index depth 2, a permuted dimension map and batch rank 2.
func.func @f(%u: tensor<2x3x5xf16>, %i: tensor<2x3x2xi32>, %o: tensor<6x7x5xf16>) -> tensor<6x7x5xf16> {
  %0 = iree_linalg_ext.scatter dimension_map = [1, 0] unique_indices(true)
      ins(%u, %i : tensor<2x3x5xf16>, tensor<2x3x2xi32>) outs(%o : tensor<6x7x5xf16>) {
  ^bb0(%a: f16, %b: f16):
    %s = arith.maximumf %a, %b : f16
    iree_linalg_ext.yield %s : f16
  } -> tensor<6x7x5xf16>
  return %0 : tensor<6x7x5xf16>
}
