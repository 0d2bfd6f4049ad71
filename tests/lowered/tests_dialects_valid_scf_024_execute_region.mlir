module {
  llvm.func @f(%arg0: i32) -> i32 {
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    %0 = llvm.add %arg0, %arg0 : i32
    llvm.br ^bb2(%0 : i32)
  ^bb2(%1: i32):  // pred: ^bb1
    llvm.return %1 : i32
  }
}

