module {
  llvm.func @f() {
    llvm.return
  }
}

