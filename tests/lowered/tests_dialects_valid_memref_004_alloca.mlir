module {
  llvm.func @f(%arg0: i64) {
    llvm.return
  }
}

