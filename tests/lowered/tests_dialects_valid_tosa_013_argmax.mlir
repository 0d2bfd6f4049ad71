module {
  func.func @f(%arg0: tensor<14x19xf32>) {
    llvm.return
  }
}

