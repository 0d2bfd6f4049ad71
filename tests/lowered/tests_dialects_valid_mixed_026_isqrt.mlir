module {
  llvm.func @isqrt(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(46341 : i32) : i32
    llvm.br ^bb1(%0, %2 : i32, i32)
  ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2
    %5 = llvm.sub %4, %3 : i32
    %6 = llvm.icmp "sgt" %5, %1 : i32
    llvm.cond_br %6, ^bb2(%3, %4 : i32, i32), ^bb3
  ^bb2(%7: i32, %8: i32):  // pred: ^bb1
    %9 = llvm.sub %8, %7 : i32
    %10 = llvm.lshr %9, %1 : i32
    %11 = llvm.add %7, %10 : i32
    %12 = llvm.mul %11, %11 overflow<nsw> : i32
    %13 = llvm.icmp "sle" %12, %arg0 : i32
    %14 = llvm.select %13, %11, %7 : i1, i32
    %15 = llvm.select %13, %8, %11 : i1, i32
    llvm.br ^bb1(%14, %15 : i32, i32)
  ^bb3:  // pred: ^bb1
    llvm.return %3 : i32
  }
}

