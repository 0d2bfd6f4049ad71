// tosa.cast between integer and float types, and of a bf16.
func.func @f(%a: tensor<4xi8>, %b: tensor<4xf32>, %c: tensor<4xbf16>) {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xf32>
  %1 = tosa.cast %b : (tensor<4xf32>) -> tensor<4xi32>
  %2 = tosa.cast %c : (tensor<4xbf16>) -> tensor<4xf32>
  return
}
