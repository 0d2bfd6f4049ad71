module {
  func.func @f(%arg0: i64, %arg1: tensor<?xi8>) -> (i64, i64) {
    %0 = llvm.zext %arg0 : i64 to i128
    %1 = llvm.zext %arg0 : i64 to i128
    %2 = llvm.mul %0, %1 : i128
    %3 = llvm.trunc %2 : i128 to i64
    %4 = llvm.mlir.constant(64 : i128) : i128
    %5 = llvm.lshr %2, %4 : i128
    %6 = llvm.trunc %5 : i128 to i64
    %7 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(i64, i64)> 
    %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i64, i64)> 
    llvm.return %9 : !llvm.struct<(i64, i64)>
  }
}

