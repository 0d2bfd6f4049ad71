module {
  llvm.func @f() -> !llvm.struct<(i64, i64)> {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(i64, i64)> 
    %3 = llvm.insertvalue %0, %2[1] : !llvm.struct<(i64, i64)> 
    llvm.return %3 : !llvm.struct<(i64, i64)>
  }
}

