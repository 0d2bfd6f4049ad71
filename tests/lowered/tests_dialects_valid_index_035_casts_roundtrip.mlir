module {
  llvm.func @f(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(-1 : i64) : i64
    %3 = llvm.icmp "slt" %arg0, %0 : i64
    %4 = llvm.select %3, %1, %2 : i1, i64
    %5 = llvm.sub %4, %arg0 : i64
    %6 = llvm.sdiv %5, %arg0 : i64
    %7 = llvm.sub %2, %6 : i64
    %8 = llvm.sdiv %arg0, %arg0 : i64
    %9 = llvm.icmp "slt" %arg0, %0 : i64
    %10 = llvm.icmp "ne" %9, %3 : i1
    %11 = llvm.icmp "ne" %arg0, %0 : i64
    %12 = llvm.and %10, %11 : i1
    %13 = llvm.select %12, %7, %8 : i1, i64
    llvm.return %13 : i64
  }
}

