module {
  llvm.func @pow2(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %1, %arg0 : i64
    llvm.cond_br %2, ^bb2(%1 : i64), ^bb3
  ^bb2(%3: i64):  // pred: ^bb1
    %4 = llvm.add %3, %3 : i64
    llvm.br ^bb1(%4 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return %1 : i64
  }
}

