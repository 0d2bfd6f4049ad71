module {
  func.func @f(%arg0: tensor<2x2xi32>) -> memref<2x2xi32> {
    %0 = bufferization.to_buffer %arg0 read_only : tensor<2x2xi32> to memref<2x2xi32>
    %1 = builtin.unrealized_conversion_cast %0 : memref<2x2xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.return %1 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}

