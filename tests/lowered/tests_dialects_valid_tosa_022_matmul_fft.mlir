module {
  func.func @f(%arg0: tensor<1x14x19xf32>, %arg1: tensor<1x19x28xf32>, %arg2: tensor<1x4x8xf32>, %arg3: tensor<1x4x8xf32>) {
    llvm.return
  }
}

