module {
  llvm.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%arg0 : i32)
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.mul %1, %1 : i32
    %3 = llvm.icmp "slt" %2, %arg1 : i32
    llvm.cond_br %3, ^bb2(%2 : i32), ^bb3
  ^bb2(%4: i32):  // pred: ^bb1
    %5 = llvm.add %4, %0 : i32
    llvm.br ^bb1(%5 : i32)
  ^bb3:  // pred: ^bb1
    llvm.return %2 : i32
  }
}

