module {
  func.func @f(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %mapped = linalg.map ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>)
      (%in: f32, %init: f32) {
        %0 = llvm.fmul %in, %in : f32
        %1 = llvm.fadd %0, %in : f32
        linalg.yield %1 : f32
      }
    return %mapped : tensor<8xf32>
  }
}

