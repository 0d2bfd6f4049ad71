module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.icmp "slt" %arg0, %arg1 : i64
    %2 = llvm.select %1, %arg0, %arg1 : i1, i64
    llvm.cond_br %0, ^bb1(%2 : i64), ^bb1(%arg0 : i64)
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb0
    llvm.return %3 : i64
  }
}

