module {
  llvm.func @factorial(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.add %arg0, %0 : i64
    llvm.br ^bb1(%0, %0 : i64, i64)
  ^bb1(%2: i64, %3: i64):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "slt" %2, %1 : i64
    llvm.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %5 = llvm.mul %3, %2 : i64
    %6 = llvm.add %2, %0 : i64
    llvm.br ^bb1(%6, %5 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %3 : i64
  }
}

