module {
  llvm.func @spin(%arg0: i32) {
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    llvm.br ^bb1
  }
}

