module @located {
  llvm.func @f(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
}

