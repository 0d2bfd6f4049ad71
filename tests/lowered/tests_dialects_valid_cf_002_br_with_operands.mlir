module {
  func.func @f(%arg0: i32, %arg1: f64, %arg2: tensor<2xi8>) -> f64 {
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    llvm.return %arg1 : f64
  }
}

