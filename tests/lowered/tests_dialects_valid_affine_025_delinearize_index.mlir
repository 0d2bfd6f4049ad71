module {
  llvm.func @f(%arg0: i64, %arg1: i64) -> !llvm.struct<(i64, i64, i64)> {
    %0 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %2:3 = affine.delinearize_index %1 into (4, %0, 8) : index, index, index
    %3 = builtin.unrealized_conversion_cast %2#1 : index to i64
    %4 = builtin.unrealized_conversion_cast %2#0 : index to i64
    %5:2 = affine.delinearize_index %1 into (16) : index, index
    %6 = builtin.unrealized_conversion_cast %5#1 : index to i64
    %7 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64)>
    %8 = llvm.insertvalue %4, %7[0] : !llvm.struct<(i64, i64, i64)> 
    %9 = llvm.insertvalue %3, %8[1] : !llvm.struct<(i64, i64, i64)> 
    %10 = llvm.insertvalue %6, %9[2] : !llvm.struct<(i64, i64, i64)> 
    llvm.return %10 : !llvm.struct<(i64, i64, i64)>
  }
}

