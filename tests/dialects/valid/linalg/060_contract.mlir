// linalg.contract expressing a matmul with explicit indexing maps.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @f(%x: tensor<4x8xf32>, %y: tensor<8x16xf32>, %z: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#a, #b, #c] ins(%x, %y : tensor<4x8xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
