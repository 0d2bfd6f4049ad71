module {
  llvm.func @sink(i32) attributes {sym_visibility = "private"}
  llvm.func @f(%arg0: i64) {
    %0 = llvm.mlir.constant(-1 : i32) : i32
    %1 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %1 : i32, ^bb2 [
      -1: ^bb1
    ]
  ^bb1:  // pred: ^bb0
    llvm.call @sink(%0) : (i32) -> ()
    llvm.br ^bb3
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    llvm.return
  }
}

