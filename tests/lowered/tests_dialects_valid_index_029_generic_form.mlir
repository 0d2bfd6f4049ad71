module {
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i32) -> i1 {
    %0 = llvm.mlir.constant(5 : i64) : i64
    %1 = llvm.add %arg0, %arg1 : i64
    %2 = llvm.icmp "uge" %1, %0 : i64
    llvm.return %2 : i1
  }
}

