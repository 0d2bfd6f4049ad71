// vector.extract_strided_slice with an offset past the dimension.
// MLIR-ERROR: 'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)
func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [5], sizes = [1], strides = [1]} : vector<4x8xf32> to vector<1x8xf32>
  return
}
