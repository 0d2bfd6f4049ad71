module {
  llvm.func @f(%arg0: i32) -> i32 {
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2
  ^bb2:  // pred: ^bb1
    %0 = llvm.add %arg0, %arg0 : i32
    llvm.return %0 : i32
  }
}

