// linalg.fill on tensors and memrefs with scalars of several types.
func.func @f(%t: tensor<4x4xf32>, %m: memref<8xi32>, %x: f32, %i: i32) -> tensor<4x4xf32> {
  %0 = linalg.fill ins(%x : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.fill ins(%i : i32) outs(%m : memref<8xi32>)
  %c = arith.constant 0.0 : f32
  %1 = linalg.fill ins(%c : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
