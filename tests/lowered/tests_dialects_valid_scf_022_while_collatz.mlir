module {
  llvm.func @collatz(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(3 : i64) : i64
    llvm.br ^bb1(%arg0, %0 : i64, i64)
  ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb6
    %6 = llvm.icmp "ne" %4, %1 : i64
    llvm.cond_br %6, ^bb2(%4, %5 : i64, i64), ^bb7
  ^bb2(%7: i64, %8: i64):  // pred: ^bb1
    %9 = llvm.urem %7, %2 : i64
    %10 = llvm.icmp "eq" %9, %0 : i64
    llvm.cond_br %10, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %11 = llvm.udiv %7, %2 : i64
    llvm.br ^bb5(%11 : i64)
  ^bb4:  // pred: ^bb2
    %12 = llvm.mul %7, %3 : i64
    %13 = llvm.add %12, %1 : i64
    llvm.br ^bb5(%13 : i64)
  ^bb5(%14: i64):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %15 = llvm.add %8, %1 : i64
    llvm.br ^bb1(%14, %15 : i64, i64)
  ^bb7:  // pred: ^bb1
    llvm.return %5 : i64
  }
}

