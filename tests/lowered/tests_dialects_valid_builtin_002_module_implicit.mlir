module {
  llvm.func @f() {
    llvm.return
  }
  llvm.func @g() {
    llvm.return
  }
}

