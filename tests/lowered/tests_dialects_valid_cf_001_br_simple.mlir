module {
  llvm.func @f() {
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    llvm.return
  }
}

