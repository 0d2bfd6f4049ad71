// linalg.quantized_matmul and linalg.quantized_batch_matmul: i8 operands, i32 zero points and accumulator.
func.func @q(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %az: i32, %bz: i32, %c: tensor<3x5xi32>, %ba: memref<2x3x4xi8>, %bb: memref<2x4x5xi8>, %bc: memref<2x3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  linalg.quantized_batch_matmul ins(%ba, %bb, %az, %bz : memref<2x3x4xi8>, memref<2x4x5xi8>, i32, i32) outs(%bc : memref<2x3x5xi32>)
  return %0 : tensor<3x5xi32>
}
