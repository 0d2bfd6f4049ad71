// vector.transfer_write to a tensor in generic form without a result.
// MLIR-ERROR: 'vector.transfer_write' op expected the number of tensor results (0) to be equal to the number of output tensors (1)
func.func @f(%v: vector<4xf32>, %m: tensor<?xf32>, %i: index) {
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, tensor<?xf32>, index) -> ()
  return
}
