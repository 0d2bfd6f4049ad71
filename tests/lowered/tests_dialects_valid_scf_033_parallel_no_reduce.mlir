module {
  llvm.func @sink(i64, i64, f32) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: f32) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb5
    %3 = llvm.icmp "slt" %2, %arg0 : i64
    llvm.cond_br %3, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%0 : i64)
  ^bb3(%4: i64):  // 2 preds: ^bb2, ^bb4
    %5 = llvm.icmp "slt" %4, %arg1 : i64
    llvm.cond_br %5, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    llvm.call @sink(%2, %4, %arg2) : (i64, i64, f32) -> ()
    %6 = llvm.add %4, %1 : i64
    llvm.br ^bb3(%6 : i64)
  ^bb5:  // pred: ^bb3
    %7 = llvm.add %2, %1 : i64
    llvm.br ^bb1(%7 : i64)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
}

