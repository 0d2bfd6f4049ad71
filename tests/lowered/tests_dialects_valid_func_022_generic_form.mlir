module {
  llvm.func @g(%arg0: i32) -> i32 {
    %0 = llvm.call @g(%arg0) : (i32) -> i32
    llvm.return %0 : i32
  }
}

