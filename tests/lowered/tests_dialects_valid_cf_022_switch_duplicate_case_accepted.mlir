module {
  llvm.func @f(%arg0: i32) {
    llvm.switch %arg0 : i32, ^bb1 [
      1: ^bb1,
      1: ^bb1
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    llvm.return
  }
}

