module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.lshr %arg0, %arg1 : i64
    %2 = llvm.lshr %1, %0 : i64
    %3 = llvm.lshr %2, %2 {tag = "x"} : i64
    llvm.return %3 : i64
  }
}

