module {
  llvm.func @f() -> !llvm.struct<(i1, i8, i16, i32, i64)> {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(-128 : i8) : i8
    %2 = llvm.mlir.constant(32767 : i16) : i16
    %3 = llvm.mlir.constant(42 : i32) : i32
    %4 = llvm.mlir.constant(-1 : i64) : i64
    %5 = llvm.mlir.poison : !llvm.struct<(i1, i8, i16, i32, i64)>
    %6 = llvm.insertvalue %0, %5[0] : !llvm.struct<(i1, i8, i16, i32, i64)> 
    %7 = llvm.insertvalue %1, %6[1] : !llvm.struct<(i1, i8, i16, i32, i64)> 
    %8 = llvm.insertvalue %2, %7[2] : !llvm.struct<(i1, i8, i16, i32, i64)> 
    %9 = llvm.insertvalue %3, %8[3] : !llvm.struct<(i1, i8, i16, i32, i64)> 
    %10 = llvm.insertvalue %4, %9[4] : !llvm.struct<(i1, i8, i16, i32, i64)> 
    llvm.return %10 : !llvm.struct<(i1, i8, i16, i32, i64)>
  }
}

