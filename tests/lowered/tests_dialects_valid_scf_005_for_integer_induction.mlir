module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%arg0, %0 : i32, i32)
  ^bb1(%1: i32, %2: i32):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "slt" %1, %arg1 : i32
    llvm.cond_br %3, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %4 = llvm.add %2, %1 : i32
    %5 = llvm.add %1, %arg2 : i32
    llvm.br ^bb1(%5, %4 : i32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %2 : i32
  }
}

