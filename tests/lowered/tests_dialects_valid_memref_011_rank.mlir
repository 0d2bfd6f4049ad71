module {
  llvm.func @f(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(i64, i64)> {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
    %5 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(i64, i64)> 
    %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i64, i64)> 
    llvm.return %7 : !llvm.struct<(i64, i64)>
  }
}

