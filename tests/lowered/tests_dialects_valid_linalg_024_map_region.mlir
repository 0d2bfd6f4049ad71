module {
  func.func @f(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %mapped = linalg.map { llvm.fmul {fastmathFlags = #llvm.fastmath<none>} } ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg2 : tensor<8xf32>)
    return %mapped : tensor<8xf32>
  }
}

