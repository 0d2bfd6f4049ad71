module {
  llvm.func @rec(%arg0: i64) -> i64 {
    %0 = llvm.call @rec(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
}

