module {
  llvm.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
    %0 = llvm.mlir.constant(7 : i32) : i32
    llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
    llvm.return %1 : i32
  ^bb2:  // pred: ^bb0
    llvm.br ^bb1(%0 : i32)
  }
}

