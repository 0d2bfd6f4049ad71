module {
  llvm.func @f(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(63 : i64) : i64
    %2 = llvm.sub %arg0, %0 : i64
    %3 = llvm.lshr %2, %0 : i64
    %4 = llvm.or %2, %3 : i64
    %5 = llvm.add %4, %0 : i64
    %6 = llvm.xor %5, %arg0 : i64
    %7 = llvm.and %6, %1 : i64
    %8 = llvm.shl %0, %7 : i64
    %9 = llvm.ashr %8, %0 : i64
    llvm.return %9 : i64
  }
}

