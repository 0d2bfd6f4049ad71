module {
  llvm.func @f(%arg0: i1) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %0 : i32
  ^bb2:  // pred: ^bb0
    llvm.unreachable
  }
}

