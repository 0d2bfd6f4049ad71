module {
  llvm.func @f(%arg0: i64) -> !llvm.struct<(i32, i32)> {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %1 : i32, ^bb1 [
    ]
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2(%0, %0 : i32, i32)
  ^bb2(%2: i32, %3: i32):  // pred: ^bb1
    %4 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(i32, i32)> 
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(i32, i32)> 
    llvm.return %6 : !llvm.struct<(i32, i32)>
  }
}

