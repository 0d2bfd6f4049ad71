module {
  llvm.func @collatz(%arg0: i64) -> !llvm.struct<(i64, i64)> {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.constant(3 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%arg0, %3, %arg0 : i64, i64, i64)
  ^bb1(%4: i64, %5: i64, %6: i64):  // 2 preds: ^bb0, ^bb6
    %7 = llvm.icmp "ugt" %4, %0 : i64
    llvm.cond_br %7, ^bb2(%4, %5, %6 : i64, i64, i64), ^bb7
  ^bb2(%8: i64, %9: i64, %10: i64):  // pred: ^bb1
    %11 = llvm.urem %8, %1 : i64
    %12 = llvm.icmp "eq" %11, %3 : i64
    llvm.cond_br %12, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %13 = llvm.udiv %8, %1 : i64
    llvm.br ^bb5(%13 : i64)
  ^bb4:  // pred: ^bb2
    %14 = llvm.mul %8, %2 overflow<nuw> : i64
    %15 = llvm.add %14, %0 overflow<nuw> : i64
    llvm.br ^bb5(%15 : i64)
  ^bb5(%16: i64):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %17 = llvm.add %9, %0 : i64
    %18 = llvm.intr.umax(%10, %16) : (i64, i64) -> i64
    llvm.br ^bb1(%16, %17, %18 : i64, i64, i64)
  ^bb7:  // pred: ^bb1
    %19 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %20 = llvm.insertvalue %5, %19[0] : !llvm.struct<(i64, i64)> 
    %21 = llvm.insertvalue %6, %20[1] : !llvm.struct<(i64, i64)> 
    llvm.return %21 : !llvm.struct<(i64, i64)>
  }
  llvm.func @longest(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%1, %2 : i64, i64)
  ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb2
    %5 = llvm.icmp "slt" %3, %arg0 : i64
    llvm.cond_br %5, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %6 = llvm.call @collatz(%3) : (i64) -> !llvm.struct<(i64, i64)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(i64, i64)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(i64, i64)> 
    %9 = llvm.intr.smax(%4, %7) : (i64, i64) -> i64
    %10 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%10, %9 : i64, i64)
  ^bb3:  // pred: ^bb1
    %11 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %11, ^bb4(%2 : i64), ^bb4(%4 : i64)
  ^bb4(%12: i64):  // 2 preds: ^bb3, ^bb3
    llvm.return %12 : i64
  }
}

