module {
  llvm.func @f(%arg0: i32) {
    llvm.switch %arg0 : i32, ^bb1 [
    ]
  ^bb1:  // pred: ^bb0
    llvm.return
  }
}

