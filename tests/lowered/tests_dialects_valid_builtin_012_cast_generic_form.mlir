module {
  llvm.func @f(%arg0: i8) -> i8 {
    llvm.return %arg0 : i8
  }
}

