module {
  llvm.func @collatz(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(3 : i64) : i64
    llvm.br ^bb1(%arg0, %0 : i64, i64)
  ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.icmp "eq" %4, %1 : i64
    llvm.cond_br %6, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %7 = llvm.urem %4, %2 : i64
    %8 = llvm.icmp "eq" %7, %0 : i64
    %9 = llvm.udiv %4, %2 : i64
    %10 = llvm.mul %4, %3 : i64
    %11 = llvm.add %10, %1 : i64
    %12 = llvm.select %8, %9, %11 : i1, i64
    %13 = llvm.add %5, %1 : i64
    llvm.br ^bb1(%12, %13 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %5 : i64
  }
}

