module {
  llvm.func @f(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(true) : i1
    llvm.br ^bb1(%arg0 : i64)
  ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb1
    llvm.cond_br %0, ^bb1(%1 : i64), ^bb2
  ^bb2:  // pred: ^bb1
    llvm.return %1 : i64
  }
}

