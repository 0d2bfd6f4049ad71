// linalg.map with an explicit region (printed in the short `{ op }` form when possible).
func.func @f(%a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<8xf32>
}
