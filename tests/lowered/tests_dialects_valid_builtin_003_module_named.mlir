module @named {
  llvm.func @f() {
    llvm.return
  }
}

