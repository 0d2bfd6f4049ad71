module {
  llvm.func @fact(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.icmp "sle" %arg0, %0 : i32
    llvm.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    %2 = llvm.sub %arg0, %0 : i32
    %3 = llvm.call @fact(%2) : (i32) -> i32
    %4 = llvm.mul %arg0, %3 : i32
    llvm.br ^bb3(%4 : i32)
  ^bb3(%5: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.return %5 : i32
  }
}

