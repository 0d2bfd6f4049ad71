module {
  llvm.func @count(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "slt" %2, %arg0 : i64
    llvm.cond_br %3, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %4 = llvm.add %2, %1 : i64
    llvm.br ^bb1(%4 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return %2 : i64
  }
}

