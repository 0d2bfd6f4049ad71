module {
  func.func @f(%arg0: tensor<4x?xf32>, %arg1: tensor<*xi32>) -> (index, index, index) {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(4 : index) : i64
    %dim = tensor.dim %arg0, %1 : tensor<4x?xf32>
    %3 = builtin.unrealized_conversion_cast %dim : index to i64
    %dim_0 = tensor.dim %arg1, %1 : tensor<*xi32>
    %4 = builtin.unrealized_conversion_cast %dim_0 : index to i64
    %5 = llvm.mlir.poison : !llvm.struct<(i64, i64, i64)>
    %6 = llvm.insertvalue %2, %5[0] : !llvm.struct<(i64, i64, i64)> 
    %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i64, i64, i64)> 
    %8 = llvm.insertvalue %4, %7[2] : !llvm.struct<(i64, i64, i64)> 
    llvm.return %8 : !llvm.struct<(i64, i64, i64)>
  }
}

