module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: vector<2xi16>) -> !llvm.struct<(i32, i32)> {
    %0 = llvm.sext %arg0 : i32 to i64
    %1 = llvm.sext %arg1 : i32 to i64
    %2 = llvm.mul %0, %1 : i64
    %3 = llvm.trunc %2 : i64 to i32
    %4 = llvm.mlir.constant(32 : i64) : i64
    %5 = llvm.lshr %2, %4 : i64
    %6 = llvm.trunc %5 : i64 to i32
    %7 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %8 = llvm.insertvalue %3, %7[0] : !llvm.struct<(i32, i32)> 
    %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(i32, i32)> 
    llvm.return %9 : !llvm.struct<(i32, i32)>
  }
}

