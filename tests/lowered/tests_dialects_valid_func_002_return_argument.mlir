module {
  llvm.func @identity(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
}

