module {
  llvm.func @f(%arg0: i64) -> i64 {
    %0 = llvm.mlir.poison : i64
    %1 = llvm.add %arg0, %0 : i64
    llvm.return %1 : i64
  }
}

