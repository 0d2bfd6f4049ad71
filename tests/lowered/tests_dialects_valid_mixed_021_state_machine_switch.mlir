module {
  llvm.func @run(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    llvm.br ^bb1(%0, %0 : i32, i32)
  ^bb1(%3: i32, %4: i32):  // 4 preds: ^bb0, ^bb2, ^bb2, ^bb2
    %5 = llvm.icmp "sge" %4, %arg0 : i32
    %6 = llvm.add %4, %1 : i32
    llvm.cond_br %5, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    llvm.switch %3 : i32, ^bb1(%0, %6 : i32, i32) [
      0: ^bb1(%1, %6 : i32, i32),
      1: ^bb1(%2, %6 : i32, i32)
    ]
  ^bb3:  // pred: ^bb1
    llvm.return %3 : i32
  }
}

