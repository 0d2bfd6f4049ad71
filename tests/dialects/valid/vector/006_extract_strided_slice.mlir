// vector.extract_strided_slice: offsets, sizes and unit strides on the leading dimensions.
func.func @f(%v: vector<4x8x16xf32>) -> vector<2x4x16xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
  %1 = vector.extract_strided_slice %v {offsets = [3], sizes = [1], strides = [1]} : vector<4x8x16xf32> to vector<1x8x16xf32>
  return %0 : vector<2x4x16xf32>
}
