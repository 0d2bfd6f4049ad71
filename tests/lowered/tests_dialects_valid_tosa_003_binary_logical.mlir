module {
  func.func @f(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xi1>, %arg2: tensor<4x5xf32>, %arg3: tensor<4x1xf32>) {
    llvm.return
  }
}

