module {
  llvm.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    llvm.return %0 : i32
  }
}

