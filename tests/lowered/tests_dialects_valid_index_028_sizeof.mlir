module {
  llvm.func @f() -> i64 {
    %0 = llvm.mlir.constant(64 : i64) : i64
    %1 = llvm.mlir.constant(64 : i64) : i64
    %2 = llvm.mul %0, %1 : i64
    llvm.return %2 : i64
  }
}

