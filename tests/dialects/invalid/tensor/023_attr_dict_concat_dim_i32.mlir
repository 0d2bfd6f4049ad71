// tensor.concat with an i32 dim in its attribute dictionary: an integer, but not the 64-bit one I64Attr wants.
// MLIR-ERROR: custom op 'tensor.concat' 'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute
func.func @f(%t: tensor<4xf32>) -> tensor<8xf32> {
  %0 = tensor.concat dim(0) %t, %t {dim = 0 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
