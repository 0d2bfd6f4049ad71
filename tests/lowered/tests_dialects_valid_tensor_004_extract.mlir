module {
  func.func @f(%arg0: tensor<4x?xf32>, %arg1: tensor<i32>, %arg2: index, %arg3: index) -> (f32, i32) {
    %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<4x?xf32>
    %extracted_0 = tensor.extract %arg1[] : tensor<i32>
    %0 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
    %1 = llvm.insertvalue %extracted, %0[0] : !llvm.struct<(f32, i32)> 
    %2 = llvm.insertvalue %extracted_0, %1[1] : !llvm.struct<(f32, i32)> 
    llvm.return %2 : !llvm.struct<(f32, i32)>
  }
}

