module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(-1 : i64) : i64
    %4 = llvm.icmp "slt" %arg1, %1 : i64
    %5 = llvm.select %4, %2, %3 : i1, i64
    %6 = llvm.sub %5, %arg0 : i64
    %7 = llvm.sdiv %6, %arg1 : i64
    %8 = llvm.sub %3, %7 : i64
    %9 = llvm.sdiv %arg0, %arg1 : i64
    %10 = llvm.icmp "slt" %arg0, %1 : i64
    %11 = llvm.icmp "ne" %10, %4 : i1
    %12 = llvm.icmp "ne" %arg0, %1 : i64
    %13 = llvm.and %11, %12 : i1
    %14 = llvm.select %13, %8, %9 : i1, i64
    %15 = llvm.mlir.constant(0 : i64) : i64
    %16 = llvm.mlir.constant(1 : i64) : i64
    %17 = llvm.mlir.constant(-1 : i64) : i64
    %18 = llvm.icmp "slt" %0, %15 : i64
    %19 = llvm.select %18, %16, %17 : i1, i64
    %20 = llvm.sub %19, %14 : i64
    %21 = llvm.sdiv %20, %0 : i64
    %22 = llvm.sub %17, %21 : i64
    %23 = llvm.sdiv %14, %0 : i64
    %24 = llvm.icmp "slt" %14, %15 : i64
    %25 = llvm.icmp "ne" %24, %18 : i1
    %26 = llvm.icmp "ne" %14, %15 : i64
    %27 = llvm.and %25, %26 : i1
    %28 = llvm.select %27, %22, %23 : i1, i64
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.mlir.constant(1 : i64) : i64
    %31 = llvm.mlir.constant(-1 : i64) : i64
    %32 = llvm.icmp "slt" %28, %29 : i64
    %33 = llvm.select %32, %30, %31 : i1, i64
    %34 = llvm.sub %33, %28 : i64
    %35 = llvm.sdiv %34, %28 : i64
    %36 = llvm.sub %31, %35 : i64
    %37 = llvm.sdiv %28, %28 : i64
    %38 = llvm.icmp "slt" %28, %29 : i64
    %39 = llvm.icmp "ne" %38, %32 : i1
    %40 = llvm.icmp "ne" %28, %29 : i64
    %41 = llvm.and %39, %40 : i1
    %42 = llvm.select %41, %36, %37 : i1, i64
    llvm.return %42 : i64
  }
}

