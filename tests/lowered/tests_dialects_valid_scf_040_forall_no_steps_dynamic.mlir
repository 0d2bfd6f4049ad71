module {
  llvm.func @sink(i64, i64, i8) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i8) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%4: i64):  // 2 preds: ^bb0, ^bb5
    %5 = llvm.icmp "slt" %4, %arg0 : i64
    llvm.cond_br %5, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%1 : i64)
  ^bb3(%6: i64):  // 2 preds: ^bb2, ^bb4
    %7 = llvm.icmp "slt" %6, %arg1 : i64
    llvm.cond_br %7, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    llvm.call @sink(%4, %6, %arg2) : (i64, i64, i8) -> ()
    %8 = llvm.add %6, %3 : i64
    llvm.br ^bb3(%8 : i64)
  ^bb5:  // pred: ^bb3
    %9 = llvm.add %4, %2 : i64
    llvm.br ^bb1(%9 : i64)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
}

