module {
  llvm.func @abs(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.icmp "slt" %arg0, %0 : i64
    llvm.cond_br %1, ^bb1, ^bb2(%arg0 : i64)
  ^bb1:  // pred: ^bb0
    %2 = llvm.sub %0, %arg0 : i64
    llvm.br ^bb2(%2 : i64)
  ^bb2(%3: i64):  // 2 preds: ^bb0, ^bb1
    llvm.return %3 : i64
  }
}

