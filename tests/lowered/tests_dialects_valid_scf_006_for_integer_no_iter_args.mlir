module {
  llvm.func @sink(i64) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i64, %arg1: i64) {
    %0 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%arg0 : i64)
  ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %1, %arg1 : i64
    llvm.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.call @sink(%1) : (i64) -> ()
    %3 = llvm.add %1, %0 : i64
    llvm.br ^bb1(%3 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
}

