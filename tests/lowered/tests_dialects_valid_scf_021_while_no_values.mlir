module {
  llvm.func @f(%arg0: i1) {
    llvm.return
  }
}

