module {
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i64) {
    llvm.return
  }
}

