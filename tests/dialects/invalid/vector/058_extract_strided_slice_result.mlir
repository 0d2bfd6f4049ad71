// vector.extract_strided_slice whose result is not the slice's shape.
// MLIR-ERROR: 'vector.extract_strided_slice' op expected result type to be 'vector<2xf32>'
func.func @f(%a: vector<4xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<3xf32>
  return
}
