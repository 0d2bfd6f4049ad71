module {
  llvm.func @f(%arg0: i64, %arg1: i64, %arg2: i64) -> !llvm.struct<(i64, i64)> {
    %0 = builtin.unrealized_conversion_cast %arg2 : i64 to index
    %1 = builtin.unrealized_conversion_cast %arg1 : i64 to index
    %2 = builtin.unrealized_conversion_cast %arg0 : i64 to index
    %3 = affine.linearize_index [%2, %1] by (4, 8) : index
    %4 = builtin.unrealized_conversion_cast %3 : index to i64
    %5 = affine.linearize_index disjoint [%2, %1] by (%0, 8) : index
    %6 = builtin.unrealized_conversion_cast %5 : index to i64
    %7 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %8 = llvm.insertvalue %4, %7[0] : !llvm.struct<(i64, i64)> 
    %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i64, i64)> 
    llvm.return %9 : !llvm.struct<(i64, i64)>
  }
}

