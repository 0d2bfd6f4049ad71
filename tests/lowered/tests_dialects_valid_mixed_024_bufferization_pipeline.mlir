module {
  func.func @pipeline(%arg0: tensor<8xf32>, %arg1: memref<8xf32>) -> f32 {
    %0 = builtin.unrealized_conversion_cast %arg1 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(3 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.mul ins(%arg0, %arg0 : tensor<8xf32>, tensor<8xf32>) outs(%3 : tensor<8xf32>) -> tensor<8xf32>
    bufferization.materialize_in_destination %4 in restrict writable %arg1 : (tensor<8xf32>, memref<8xf32>) -> ()
    %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.getelementptr inbounds|nuw %5[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7 = llvm.load %6 : !llvm.ptr -> f32
    %8 = bufferization.to_tensor %arg1 : memref<8xf32> to tensor<8xf32>
    %extracted = tensor.extract %8[%2] : tensor<8xf32>
    %9 = llvm.fadd %7, %extracted : f32
    llvm.return %9 : f32
  }
}

