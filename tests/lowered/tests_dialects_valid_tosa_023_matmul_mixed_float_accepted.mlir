module {
  func.func @f(%arg0: tensor<1x14x19xf32>, %arg1: tensor<1x19x28xf16>, %arg2: tensor<1xf32>, %arg3: tensor<1xf16>) {
    llvm.return
  }
}

