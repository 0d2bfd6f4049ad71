module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.sub %arg0, %2 : i64
    %4 = llvm.udiv %3, %arg1 : i64
    %5 = llvm.add %4, %2 : i64
    %6 = llvm.icmp "eq" %arg0, %1 : i64
    %7 = llvm.select %6, %1, %5 : i1, i64
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.mlir.constant(1 : i64) : i64
    %10 = llvm.sub %7, %9 : i64
    %11 = llvm.udiv %10, %0 : i64
    %12 = llvm.add %11, %9 : i64
    %13 = llvm.icmp "eq" %7, %8 : i64
    %14 = llvm.select %13, %8, %12 : i1, i64
    %15 = llvm.mlir.constant(0 : i64) : i64
    %16 = llvm.mlir.constant(1 : i64) : i64
    %17 = llvm.sub %14, %16 : i64
    %18 = llvm.udiv %17, %14 : i64
    %19 = llvm.add %18, %16 : i64
    %20 = llvm.icmp "eq" %14, %15 : i64
    %21 = llvm.select %20, %15, %19 : i1, i64
    llvm.return %21 : i64
  }
}

