// vector.insert_strided_slice of a vector larger than its destination.
// MLIR-ERROR: 'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 5)
func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  %0 = vector.insert_strided_slice %b, %a {offsets = [0], strides = [1]} : vector<8xf32> into vector<4xf32>
  return
}
