module {
  llvm.func @sink(i64, i32) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i64) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(2 : index) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb7
    %4 = llvm.icmp "slt" %3, %arg0 : i64
    llvm.cond_br %4, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %5 = llvm.urem %3, %2 : i64
    %6 = llvm.icmp "eq" %5, %0 : i64
    llvm.cond_br %6, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    llvm.br ^bb4(%3 : i64)
  ^bb4(%7: i64):  // 2 preds: ^bb3, ^bb5
    %8 = llvm.icmp "ugt" %7, %0 : i64
    llvm.cond_br %8, ^bb5(%7 : i64), ^bb6
  ^bb5(%9: i64):  // pred: ^bb4
    %10 = llvm.udiv %9, %2 : i64
    llvm.br ^bb4(%10 : i64)
  ^bb6:  // pred: ^bb4
    %11 = llvm.trunc %7 : i64 to i32
    llvm.call @sink(%3, %11) : (i64, i32) -> ()
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb2, ^bb6
    %12 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%12 : i64)
  ^bb8:  // pred: ^bb1
    llvm.return
  }
}

