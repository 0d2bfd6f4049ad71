module {
  llvm.func @f(%arg0: i64) -> !llvm.struct<(i32, i16, i8)> {
    %0 = llvm.trunc %arg0 overflow<nsw> : i64 to i32
    %1 = llvm.trunc %arg0 overflow<nuw> : i64 to i16
    %2 = llvm.trunc %arg0 overflow<nsw, nuw> : i64 to i8
    %3 = llvm.mlir.poison : !llvm.struct<(i32, i16, i8)>
    %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(i32, i16, i8)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, i16, i8)> 
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(i32, i16, i8)> 
    llvm.return %6 : !llvm.struct<(i32, i16, i8)>
  }
}

