module {
  llvm.func @f(%arg0: i64, %arg1: i16, %arg2: i32, %arg3: i64) -> i64 {
    llvm.return %arg0 : i64
  }
}

