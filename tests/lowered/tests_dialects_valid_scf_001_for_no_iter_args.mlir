module {
  llvm.func @sink(i64, f32) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: f32) {
    llvm.br ^bb1(%arg0 : i64)
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
    %1 = llvm.icmp "slt" %0, %arg1 : i64
    llvm.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.call @sink(%0, %arg3) : (i64, f32) -> ()
    %2 = llvm.add %0, %arg2 : i64
    llvm.br ^bb1(%2 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
}

