module {
  func.func @f(%arg0: tensor<2x3xf32>) {
    llvm.return
  }
}

