module {
  func.func @f(%arg0: tensor<*xf32>, %arg1: tensor<2x?xi1>) -> (index, index) {
    %0 = llvm.mlir.constant(2 : index) : i64
    %rank = tensor.rank %arg0 : tensor<*xf32>
    %1 = builtin.unrealized_conversion_cast %rank : index to i64
    %2 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(i64, i64)> 
    %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(i64, i64)> 
    llvm.return %4 : !llvm.struct<(i64, i64)>
  }
}

