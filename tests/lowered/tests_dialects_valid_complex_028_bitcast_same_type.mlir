module {
  llvm.func @f(%arg0: i64, %arg1: vector<2xf32>) -> i64 {
    llvm.return %arg0 : i64
  }
}

