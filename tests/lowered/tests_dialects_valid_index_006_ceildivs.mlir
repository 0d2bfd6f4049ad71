module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(-1 : i64) : i64
    %4 = llvm.icmp "sgt" %arg1, %1 : i64
    %5 = llvm.select %4, %3, %2 : i1, i64
    %6 = llvm.add %arg0, %5 : i64
    %7 = llvm.sdiv %6, %arg1 : i64
    %8 = llvm.add %7, %2 : i64
    %9 = llvm.sub %1, %arg0 : i64
    %10 = llvm.sdiv %9, %arg1 : i64
    %11 = llvm.sub %1, %10 : i64
    %12 = llvm.icmp "sgt" %arg0, %1 : i64
    %13 = llvm.icmp "eq" %12, %4 : i1
    %14 = llvm.icmp "ne" %arg0, %1 : i64
    %15 = llvm.and %13, %14 : i1
    %16 = llvm.select %15, %8, %11 : i1, i64
    %17 = llvm.mlir.constant(0 : i64) : i64
    %18 = llvm.mlir.constant(1 : i64) : i64
    %19 = llvm.mlir.constant(-1 : i64) : i64
    %20 = llvm.icmp "sgt" %0, %17 : i64
    %21 = llvm.select %20, %19, %18 : i1, i64
    %22 = llvm.add %16, %21 : i64
    %23 = llvm.sdiv %22, %0 : i64
    %24 = llvm.add %23, %18 : i64
    %25 = llvm.sub %17, %16 : i64
    %26 = llvm.sdiv %25, %0 : i64
    %27 = llvm.sub %17, %26 : i64
    %28 = llvm.icmp "sgt" %16, %17 : i64
    %29 = llvm.icmp "eq" %28, %20 : i1
    %30 = llvm.icmp "ne" %16, %17 : i64
    %31 = llvm.and %29, %30 : i1
    %32 = llvm.select %31, %24, %27 : i1, i64
    %33 = llvm.mlir.constant(0 : i64) : i64
    %34 = llvm.mlir.constant(1 : i64) : i64
    %35 = llvm.mlir.constant(-1 : i64) : i64
    %36 = llvm.icmp "sgt" %32, %33 : i64
    %37 = llvm.select %36, %35, %34 : i1, i64
    %38 = llvm.add %32, %37 : i64
    %39 = llvm.sdiv %38, %32 : i64
    %40 = llvm.add %39, %34 : i64
    %41 = llvm.sub %33, %32 : i64
    %42 = llvm.sdiv %41, %32 : i64
    %43 = llvm.sub %33, %42 : i64
    %44 = llvm.icmp "sgt" %32, %33 : i64
    %45 = llvm.icmp "eq" %44, %36 : i1
    %46 = llvm.icmp "ne" %32, %33 : i64
    %47 = llvm.and %45, %46 : i1
    %48 = llvm.select %47, %40, %43 : i1, i64
    llvm.return %48 : i64
  }
}

