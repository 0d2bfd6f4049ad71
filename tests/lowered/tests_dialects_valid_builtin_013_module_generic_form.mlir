module @gen {
  llvm.func @f() {
    llvm.return
  }
}

