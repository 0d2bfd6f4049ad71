module {
  llvm.func @f(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.add %arg0, %0 : i32
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    %2 = llvm.mul %1, %1 : i32
    llvm.br ^bb2(%2 : i32)
  ^bb2(%3: i32):  // pred: ^bb1
    llvm.return %3 : i32
  }
}

