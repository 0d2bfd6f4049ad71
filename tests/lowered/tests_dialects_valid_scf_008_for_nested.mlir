module {
  llvm.func @sink(i64, i64, f32) attributes {sym_visibility = "private"}
  llvm.func @f() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    llvm.br ^bb1(%0 : i64)
  ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb5
    %6 = llvm.icmp "slt" %5, %2 : i64
    llvm.cond_br %6, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%0 : i64)
  ^bb3(%7: i64):  // 2 preds: ^bb2, ^bb4
    %8 = llvm.icmp "slt" %7, %3 : i64
    llvm.cond_br %8, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    llvm.call @sink(%5, %7, %4) : (i64, i64, f32) -> ()
    %9 = llvm.add %7, %1 : i64
    llvm.br ^bb3(%9 : i64)
  ^bb5:  // pred: ^bb3
    %10 = llvm.add %5, %1 : i64
    llvm.br ^bb1(%10 : i64)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
}

