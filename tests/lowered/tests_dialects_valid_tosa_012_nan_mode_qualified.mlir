module {
  func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) {
    llvm.return
  }
}

