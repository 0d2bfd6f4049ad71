module {
  llvm.func @f() -> i8 {
    %0 = llvm.mlir.constant(3 : i8) : i8
    llvm.return %0 : i8
  }
}

