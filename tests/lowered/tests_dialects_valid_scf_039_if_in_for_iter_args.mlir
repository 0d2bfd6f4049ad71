module {
  llvm.func @f(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(3 : index) : i64
    llvm.br ^bb1(%0, %0 : i64, i64)
  ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb6
    %5 = llvm.icmp "slt" %3, %arg0 : i64
    llvm.cond_br %5, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %6 = llvm.icmp "ult" %3, %2 : i64
    llvm.cond_br %6, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %7 = llvm.add %4, %3 : i64
    llvm.br ^bb5(%7 : i64)
  ^bb4:  // pred: ^bb2
    llvm.br ^bb5(%4 : i64)
  ^bb5(%8: i64):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %9 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%9, %8 : i64, i64)
  ^bb7:  // pred: ^bb1
    llvm.return %4 : i64
  }
}

