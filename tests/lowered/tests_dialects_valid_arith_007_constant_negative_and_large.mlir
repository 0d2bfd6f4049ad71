module {
  llvm.func @f() -> !llvm.struct<(i64, i64, i128, i7, i33, i8)> {
    %0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
    %1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %2 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
    %3 = llvm.mlir.constant(-64 : i7) : i7
    %4 = llvm.mlir.constant(-4294967296 : i33) : i33
    %5 = llvm.mlir.constant(-1 : i8) : i8
    %6 = llvm.mlir.poison : !llvm.struct<(i64, i64, i128, i7, i33, i8)>
    %7 = llvm.insertvalue %0, %6[0] : !llvm.struct<(i64, i64, i128, i7, i33, i8)> 
    %8 = llvm.insertvalue %1, %7[1] : !llvm.struct<(i64, i64, i128, i7, i33, i8)> 
    %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(i64, i64, i128, i7, i33, i8)> 
    %10 = llvm.insertvalue %3, %9[3] : !llvm.struct<(i64, i64, i128, i7, i33, i8)> 
    %11 = llvm.insertvalue %4, %10[4] : !llvm.struct<(i64, i64, i128, i7, i33, i8)> 
    %12 = llvm.insertvalue %5, %11[5] : !llvm.struct<(i64, i64, i128, i7, i33, i8)> 
    llvm.return %12 : !llvm.struct<(i64, i64, i128, i7, i33, i8)>
  }
}

