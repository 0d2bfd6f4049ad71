module {
  func.func @f(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x1x3xi32>, %arg2: tensor<2x3xf32>) {
    llvm.return
  }
}

