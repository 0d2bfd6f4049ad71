module {
  func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>) -> (memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>) {
    %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
    %1 = builtin.unrealized_conversion_cast %0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = bufferization.to_buffer %arg1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %3 = builtin.unrealized_conversion_cast %2 : memref<?xf32, strided<[?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
    %5 = llvm.insertvalue %1, %4[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> 
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> 
    llvm.return %6 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>
  }
}

