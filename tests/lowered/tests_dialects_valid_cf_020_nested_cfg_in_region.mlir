module {
  llvm.func @f(%arg0: i1) -> i32 {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    llvm.cond_br %arg0, ^bb2(%1 : i32), ^bb2(%0 : i32)
  ^bb2(%2: i32):  // 2 preds: ^bb1, ^bb1
    llvm.br ^bb3(%2 : i32)
  ^bb3(%3: i32):  // pred: ^bb2
    llvm.return %3 : i32
  }
}

