module {
  llvm.func @sink(i64, i64, f32) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: f32) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb5
    %7 = llvm.icmp "slt" %6, %2 : i64
    llvm.cond_br %7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%1 : i64)
  ^bb3(%8: i64):  // 2 preds: ^bb2, ^bb4
    %9 = llvm.icmp "slt" %8, %3 : i64
    llvm.cond_br %9, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    llvm.call @sink(%6, %8, %arg0) : (i64, i64, f32) -> ()
    %10 = llvm.add %8, %5 : i64
    llvm.br ^bb3(%10 : i64)
  ^bb5:  // pred: ^bb3
    %11 = llvm.add %6, %4 : i64
    llvm.br ^bb1(%11 : i64)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
}

