module {
  func.func @f(%arg0: tensor<?x21x3xi32>, %arg1: tensor<1x21x3xi32>) {
    llvm.return
  }
}

