module {
  llvm.func @f(%arg0: i64) -> !llvm.struct<(i32, i32)> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.br ^bb1(%0, %2, %3 : i64, i32, i32)
  ^bb1(%4: i64, %5: i32, %6: i32):  // 2 preds: ^bb0, ^bb2
    %7 = llvm.icmp "slt" %4, %arg0 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %8 = llvm.trunc %4 : i64 to i32
    %9 = llvm.add %5, %8 : i32
    %10 = llvm.intr.smin(%6, %8) : (i32, i32) -> i32
    %11 = llvm.add %4, %1 : i64
    llvm.br ^bb1(%11, %9, %10 : i64, i32, i32)
  ^bb3:  // pred: ^bb1
    %12 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %13 = llvm.insertvalue %5, %12[0] : !llvm.struct<(i32, i32)> 
    %14 = llvm.insertvalue %6, %13[1] : !llvm.struct<(i32, i32)> 
    llvm.return %14 : !llvm.struct<(i32, i32)>
  }
}

