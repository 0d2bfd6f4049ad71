module {
  llvm.func @sign(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.icmp "slt" %arg0, %2 : i32
    llvm.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb7(%1 : i32)
  ^bb2:  // pred: ^bb0
    %4 = llvm.icmp "sgt" %arg0, %2 : i32
    llvm.cond_br %4, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.br ^bb5(%0 : i32)
  ^bb4:  // pred: ^bb2
    llvm.br ^bb5(%2 : i32)
  ^bb5(%5: i32):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%5 : i32)
  ^bb7(%6: i32):  // 2 preds: ^bb1, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    llvm.return %6 : i32
  }
}

