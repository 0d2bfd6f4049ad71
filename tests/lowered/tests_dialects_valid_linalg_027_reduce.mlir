module {
  func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = llvm.fadd %in, %init : f32
        linalg.yield %0 : f32
      }
    return %reduced : tensor<4xf32>
  }
}

