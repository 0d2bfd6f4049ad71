module {
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i64) -> !llvm.struct<(i64, i64)> {
    %0 = llvm.mul %arg0, %arg2 : i64
    %1 = llvm.add %0, %arg1 : i64
    %2 = llvm.udiv %1, %arg2 : i64
    %3 = llvm.urem %1, %arg2 : i64
    %4 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(i64, i64)> 
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(i64, i64)> 
    llvm.return %6 : !llvm.struct<(i64, i64)>
  }
}

