// custom_op in generic form, with no inputs.
func.func @f(%o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "iree_linalg_ext.custom_op"(%o) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: tensor<?xf32>):
    %i = "iree_linalg_ext.index"() <{dim = 0 : i64}> : () -> index
    "iree_linalg_ext.yield"(%x) : (tensor<?xf32>) -> ()
  }) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
