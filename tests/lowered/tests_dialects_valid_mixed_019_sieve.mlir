module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @count_primes(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(2 : index) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(false) : i1
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.zero : !llvm.ptr
    %7 = llvm.getelementptr %6[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
    %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg0, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %5, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%0 : i64)
  ^bb1(%17: i64):  // 2 preds: ^bb0, ^bb2
    %18 = llvm.icmp "slt" %17, %arg0 : i64
    llvm.cond_br %18, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %19 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.getelementptr inbounds|nuw %19[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %3, %20 : i1, !llvm.ptr
    %21 = llvm.add %17, %1 : i64
    llvm.br ^bb1(%21 : i64)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%2 : i64)
  ^bb4(%22: i64):  // 2 preds: ^bb3, ^bb10
    %23 = llvm.icmp "slt" %22, %arg0 : i64
    llvm.cond_br %23, ^bb5, ^bb11
  ^bb5:  // pred: ^bb4
    %24 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.getelementptr inbounds|nuw %24[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %26 = llvm.load %25 : !llvm.ptr -> i1
    llvm.cond_br %26, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    %27 = llvm.mul %22, %22 : i64
    llvm.br ^bb7(%27 : i64)
  ^bb7(%28: i64):  // 2 preds: ^bb6, ^bb8
    %29 = llvm.icmp "slt" %28, %arg0 : i64
    llvm.cond_br %29, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %30 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.getelementptr inbounds|nuw %30[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %4, %31 : i1, !llvm.ptr
    %32 = llvm.add %28, %22 : i64
    llvm.br ^bb7(%32 : i64)
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb5, ^bb9
    %33 = llvm.add %22, %1 : i64
    llvm.br ^bb4(%33 : i64)
  ^bb11:  // pred: ^bb4
    llvm.br ^bb12(%2, %0 : i64, i64)
  ^bb12(%34: i64, %35: i64):  // 2 preds: ^bb11, ^bb13
    %36 = llvm.icmp "slt" %34, %arg0 : i64
    llvm.cond_br %36, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    %37 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.getelementptr inbounds|nuw %37[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %39 = llvm.load %38 : !llvm.ptr -> i1
    %40 = llvm.add %35, %1 : i64
    %41 = llvm.select %39, %40, %35 : i1, i64
    %42 = llvm.add %34, %1 : i64
    llvm.br ^bb12(%42, %41 : i64, i64)
  ^bb14:  // pred: ^bb12
    %43 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%43) : (!llvm.ptr) -> ()
    llvm.return %35 : i64
  }
}

