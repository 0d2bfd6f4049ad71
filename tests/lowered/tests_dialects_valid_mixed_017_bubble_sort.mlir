module {
  llvm.func @sort(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.sub %8, %7 : i64
    llvm.br ^bb1(%6 : i64)
  ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb7
    %11 = llvm.icmp "slt" %10, %9 : i64
    llvm.cond_br %11, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %12 = llvm.sub %9, %10 : i64
    llvm.br ^bb3(%6 : i64)
  ^bb3(%13: i64):  // 2 preds: ^bb2, ^bb6
    %14 = llvm.icmp "slt" %13, %12 : i64
    llvm.cond_br %14, ^bb4, ^bb7
  ^bb4:  // pred: ^bb3
    %15 = llvm.add %13, %7 : i64
    %16 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.getelementptr inbounds|nuw %16[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %18 = llvm.load %17 : !llvm.ptr -> i32
    %19 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.getelementptr inbounds|nuw %19[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %21 = llvm.load %20 : !llvm.ptr -> i32
    %22 = llvm.icmp "sgt" %18, %21 : i32
    llvm.cond_br %22, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %23 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.getelementptr inbounds|nuw %23[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %21, %24 : i32, !llvm.ptr
    %25 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.getelementptr inbounds|nuw %25[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %18, %26 : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    %27 = llvm.add %13, %7 : i64
    llvm.br ^bb3(%27 : i64)
  ^bb7:  // pred: ^bb3
    %28 = llvm.add %10, %7 : i64
    llvm.br ^bb1(%28 : i64)
  ^bb8:  // pred: ^bb1
    llvm.return
  }
}

