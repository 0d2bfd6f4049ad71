module {
  func.func @f(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xi1>) {
    llvm.return
  }
}

