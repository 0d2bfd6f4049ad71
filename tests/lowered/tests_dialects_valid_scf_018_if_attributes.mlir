module {
  llvm.func @f(%arg0: i1, %arg1: i8) -> i8 {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%arg1 : i8)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3(%arg1 : i8)
  ^bb3(%0: i8):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.return %0 : i8
  }
}

