module {
  func.func @f(%arg0: tensor<8xf32>, %arg1: index, %arg2: f32) -> tensor<8xf32> {
    %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
    %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
    %2 = bufferization.clone %1 : memref<8xf32> to memref<8xf32>
    %3 = builtin.unrealized_conversion_cast %2 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.getelementptr inbounds|nuw %4[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %arg2, %5 : f32, !llvm.ptr
    %6 = bufferization.to_tensor %2 restrict : memref<8xf32> to tensor<8xf32>
    return %6 : tensor<8xf32>
  }
}

