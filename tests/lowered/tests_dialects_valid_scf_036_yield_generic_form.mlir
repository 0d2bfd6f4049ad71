module {
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: f32) -> f32 {
    llvm.br ^bb1(%arg0, %arg3 : i64, f32)
  ^bb1(%0: i64, %1: f32):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %0, %arg1 : i64
    llvm.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = llvm.add %0, %arg2 : i64
    llvm.br ^bb1(%3, %1 : i64, f32)
  ^bb3:  // pred: ^bb1
    llvm.return %1 : f32
  }
}

