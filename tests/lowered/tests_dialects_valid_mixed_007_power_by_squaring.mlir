module {
  llvm.func @ipow(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%arg0, %arg1, %1 : i64, i64, i64)
  ^bb1(%2: i64, %3: i64, %4: i64):  // 2 preds: ^bb0, ^bb2
    %5 = llvm.icmp "ugt" %3, %0 : i64
    llvm.cond_br %5, ^bb2(%2, %3, %4 : i64, i64, i64), ^bb3
  ^bb2(%6: i64, %7: i64, %8: i64):  // pred: ^bb1
    %9 = llvm.and %7, %1 : i64
    %10 = llvm.icmp "ne" %9, %0 : i64
    %11 = llvm.mul %8, %6 : i64
    %12 = llvm.select %10, %11, %8 : i1, i64
    %13 = llvm.mul %6, %6 : i64
    %14 = llvm.lshr %7, %1 : i64
    llvm.br ^bb1(%13, %14, %12 : i64, i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %4 : i64
  }
}

