module {
  llvm.func @f(%arg0: i64, %arg1: i1, %arg2: i8, %arg3: i64, %arg4: i128) -> !llvm.struct<(i64, i32)> {
    %0 = llvm.sext %arg1 : i1 to i64
    %1 = llvm.trunc %arg0 : i64 to i32
    %2 = llvm.mlir.poison : !llvm.struct<(i64, i32)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i64, i32)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i64, i32)> 
    llvm.return %4 : !llvm.struct<(i64, i32)>
  }
}

