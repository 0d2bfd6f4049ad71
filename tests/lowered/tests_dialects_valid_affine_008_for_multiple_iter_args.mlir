module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(i32, i32)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<64xi32>
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.mlir.constant(2147483647 : i32) : i32
    %9:2 = affine.for %arg5 = 0 to 64 step 2 iter_args(%arg6 = %7, %arg7 = %8) -> (i32, i32) {
      %13 = affine.load %6[%arg5] : memref<64xi32>
      %14 = llvm.add %arg6, %13 : i32
      %15 = llvm.intr.smin(%arg7, %13) : (i32, i32) -> i32
      affine.yield %14, %15 : i32, i32
    }
    %10 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
    %11 = llvm.insertvalue %9#0, %10[0] : !llvm.struct<(i32, i32)> 
    %12 = llvm.insertvalue %9#1, %11[1] : !llvm.struct<(i32, i32)> 
    llvm.return %12 : !llvm.struct<(i32, i32)>
  }
}

