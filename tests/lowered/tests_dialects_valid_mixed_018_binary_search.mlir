module {
  llvm.func @search(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i64 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(2 : index) : i64
    %9 = llvm.mlir.constant(-1 : index) : i64
    %10 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%6, %10, %9 : i64, i64, i64)
  ^bb1(%11: i64, %12: i64, %13: i64):  // 2 preds: ^bb0, ^bb2
    %14 = llvm.icmp "slt" %11, %12 : i64
    %15 = llvm.icmp "eq" %13, %9 : i64
    %16 = llvm.and %14, %15 : i1
    llvm.cond_br %16, ^bb2(%11, %12, %13 : i64, i64, i64), ^bb3
  ^bb2(%17: i64, %18: i64, %19: i64):  // pred: ^bb1
    %20 = llvm.add %17, %18 : i64
    %21 = llvm.udiv %20, %8 : i64
    %22 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.getelementptr inbounds|nuw %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %24 = llvm.load %23 : !llvm.ptr -> i64
    %25 = llvm.icmp "eq" %24, %arg5 : i64
    %26 = llvm.icmp "slt" %24, %arg5 : i64
    %27 = llvm.add %21, %7 : i64
    %28 = llvm.select %26, %27, %17 : i1, i64
    %29 = llvm.select %26, %18, %21 : i1, i64
    %30 = llvm.select %25, %21, %19 : i1, i64
    llvm.br ^bb1(%28, %29, %30 : i64, i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %13 : i64
  }
}

