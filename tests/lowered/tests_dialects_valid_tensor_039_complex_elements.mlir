module {
  func.func @f(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<2xvector<4xf32>>, %arg2: index) -> (complex<f32>, vector<4xf32>) {
    %extracted = tensor.extract %arg0[%arg2] : tensor<4xcomplex<f32>>
    %0 = builtin.unrealized_conversion_cast %extracted : complex<f32> to !llvm.struct<(f32, f32)>
    %extracted_0 = tensor.extract %arg1[%arg2] : tensor<2xvector<4xf32>>
    %1 = llvm.mlir.poison : !llvm.struct<(struct<(f32, f32)>, vector<4xf32>)>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(struct<(f32, f32)>, vector<4xf32>)> 
    %3 = llvm.insertvalue %extracted_0, %2[1] : !llvm.struct<(struct<(f32, f32)>, vector<4xf32>)> 
    llvm.return %3 : !llvm.struct<(struct<(f32, f32)>, vector<4xf32>)>
  }
}

