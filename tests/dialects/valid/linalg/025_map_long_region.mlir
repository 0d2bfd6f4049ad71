// linalg.map whose region has several operations (printed with the region).
func.func @f(%a: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%init : tensor<8xf32>)
    (%x: f32, %o: f32) {
      %t = arith.mulf %x, %x : f32
      %s = arith.addf %t, %x : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<8xf32>
}
