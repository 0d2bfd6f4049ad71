module {
  llvm.func @fib(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0, %0, %1 : i64, i64, i64)
  ^bb1(%2: i64, %3: i64, %4: i64):  // 2 preds: ^bb0, ^bb2
    %5 = llvm.icmp "slt" %2, %arg0 : i64
    llvm.cond_br %5, ^bb2(%2, %3, %4 : i64, i64, i64), ^bb3
  ^bb2(%6: i64, %7: i64, %8: i64):  // pred: ^bb1
    %9 = llvm.add %7, %8 : i64
    %10 = llvm.add %6, %1 : i64
    llvm.br ^bb1(%10, %8, %9 : i64, i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %3 : i64
  }
}

