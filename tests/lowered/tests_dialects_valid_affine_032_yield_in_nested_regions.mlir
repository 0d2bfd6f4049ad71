#set = affine_set<(d0) : (d0 - 4 >= 0)>
module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> i32 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xi32>
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = affine.for %arg5 = 0 to 8 iter_args(%arg6 = %7) -> (i32) {
      %9 = affine.load %6[%arg5] : memref<8xi32>
      %10 = affine.if #set(%arg5) -> i32 {
        %11 = llvm.add %arg6, %9 : i32
        affine.yield %11 : i32
      } else {
        affine.yield %arg6 : i32
      }
      affine.yield %10 : i32
    }
    llvm.return %8 : i32
  }
}

