module {
  llvm.func @gcd(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%arg0, %arg1 : i32, i32)
  ^bb1(%1: i32, %2: i32):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "ne" %2, %0 : i32
    llvm.cond_br %3, ^bb2(%1, %2 : i32, i32), ^bb3
  ^bb2(%4: i32, %5: i32):  // pred: ^bb1
    %6 = llvm.urem %4, %5 : i32
    llvm.br ^bb1(%5, %6 : i32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %1 : i32
  }
}

