module {
  llvm.func @is_small_prime(%arg0: i64) -> i1 {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(false) : i1
    %2 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %2 : i32, ^bb5 [
      2: ^bb1,
      3: ^bb2,
      5: ^bb3,
      7: ^bb4
    ]
  ^bb1:  // pred: ^bb0
    llvm.br ^bb6(%0 : i1)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb6(%0 : i1)
  ^bb3:  // pred: ^bb0
    llvm.br ^bb6(%0 : i1)
  ^bb4:  // pred: ^bb0
    llvm.br ^bb6(%0 : i1)
  ^bb5:  // pred: ^bb0
    llvm.br ^bb6(%1 : i1)
  ^bb6(%3: i1):  // 5 preds: ^bb1, ^bb2, ^bb3, ^bb4, ^bb5
    llvm.return %3 : i1
  }
}

