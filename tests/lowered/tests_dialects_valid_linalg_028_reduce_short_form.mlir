module {
  func.func @f(%arg0: tensor<4x8x2xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %reduced = linalg.reduce { llvm.intr.smax } ins(%arg0 : tensor<4x8x2xi32>) outs(%arg1 : tensor<8xi32>) dimensions = [0, 2] 
    return %reduced : tensor<8xi32>
  }
}

