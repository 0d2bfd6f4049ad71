module {
  llvm.func @f() -> i64 {
    %0 = llvm.mlir.constant(42 : index) : i64
    llvm.return %0 : i64
  }
}

