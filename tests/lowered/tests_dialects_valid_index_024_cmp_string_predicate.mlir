module {
  llvm.func @f(%arg0: i64) -> i1 {
    %0 = llvm.mlir.constant(true) : i1
    llvm.return %0 : i1
  }
}

