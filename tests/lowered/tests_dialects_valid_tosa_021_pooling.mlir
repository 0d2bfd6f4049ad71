module {
  func.func @f(%arg0: tensor<1x7x7x9xf32>) {
    llvm.return
  }
}

