module {
  llvm.func @simple(%arg0: i64, %arg1: i1) -> i64 {
    llvm.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %arg0 : i64
  ^bb2:  // pred: ^bb0
    %0 = llvm.add %arg0, %arg0 : i64
    llvm.return %0 : i64
  }
}

