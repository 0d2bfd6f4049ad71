module {
  llvm.func @f(%arg0: i16, %arg1: i8) {
    llvm.switch %arg0 : i16, ^bb1 [
      3: ^bb1
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    llvm.switch %arg1 : i8, ^bb2 [
      127: ^bb2,
      -128: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    llvm.return
  }
}

