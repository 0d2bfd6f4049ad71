module {
  llvm.func @f(%arg0: i8, %arg1: i8, %arg2: i8, %arg3: i8) -> i8 {
    llvm.br ^bb1(%arg0, %arg3 : i8, i8)
  ^bb1(%0: i8, %1: i8):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "ult" %0, %arg1 : i8
    llvm.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = llvm.xor %1, %0 : i8
    %4 = llvm.add %0, %arg2 : i8
    llvm.br ^bb1(%4, %3 : i8, i8)
  ^bb3:  // pred: ^bb1
    llvm.return %1 : i8
  }
}

