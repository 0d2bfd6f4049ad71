module {
  llvm.func @f(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(-1 : i64) : i64
    %4 = llvm.icmp "sgt" %0, %1 : i64
    %5 = llvm.select %4, %3, %2 : i1, i64
    %6 = llvm.add %arg0, %5 : i64
    %7 = llvm.sdiv %6, %0 : i64
    %8 = llvm.add %7, %2 : i64
    %9 = llvm.sub %1, %arg0 : i64
    %10 = llvm.sdiv %9, %0 : i64
    %11 = llvm.sub %1, %10 : i64
    %12 = llvm.icmp "sgt" %arg0, %1 : i64
    %13 = llvm.icmp "eq" %12, %4 : i1
    %14 = llvm.icmp "ne" %arg0, %1 : i64
    %15 = llvm.and %13, %14 : i1
    %16 = llvm.select %15, %8, %11 : i1, i64
    llvm.return %16 : i64
  }
}

