module {
  func.func @f(%arg0: tensor<8xi32>, %arg1: tensor<8xi1>) {
    llvm.return
  }
}

