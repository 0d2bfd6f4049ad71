module {
  func.func @f(%arg0: tensor<4xi8>, %arg1: tensor<4xf32>, %arg2: tensor<4xbf16>) {
    llvm.return
  }
}

