module {
  func.func @f(%arg0: tensor<13x21x3xf16>, %arg1: tensor<*xf32>) {
    llvm.return
  }
}

