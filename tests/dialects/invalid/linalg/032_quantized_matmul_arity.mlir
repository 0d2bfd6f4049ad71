// linalg.quantized_matmul takes its two zero points.
// MLIR-ERROR: custom op 'linalg.quantized_matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 3
func.func @q(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %c: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b : tensor<3x4xi8>, tensor<4x5xi8>) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}
