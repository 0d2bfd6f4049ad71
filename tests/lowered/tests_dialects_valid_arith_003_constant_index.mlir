module {
  llvm.func @f() -> !llvm.struct<(i64, i64, i64)> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1024 : index) : i64
    %2 = llvm.mlir.constant(-5 : index) : i64
    %3 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64)>
    %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(i64, i64, i64)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i64, i64, i64)> 
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(i64, i64, i64)> 
    llvm.return %6 : !llvm.struct<(i64, i64, i64)>
  }
}

