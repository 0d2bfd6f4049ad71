// vector.insert_strided_slice with offsets not of the destination's rank.
// MLIR-ERROR: 'vector.insert_strided_slice' op expected offsets of same size as destination vector rank
func.func @f(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  return
}
