module {
  llvm.func @f(%arg0: i32) -> i32 {
    llvm.switch %arg0 : i32, ^bb1 [
      0: ^bb2,
      1: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    llvm.return %arg0 : i32
  ^bb2:  // pred: ^bb0
    llvm.unreachable
  ^bb3:  // pred: ^bb0
    llvm.unreachable
  }
}

