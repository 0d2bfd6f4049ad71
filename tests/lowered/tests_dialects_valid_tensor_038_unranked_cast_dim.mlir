module {
  func.func @f(%arg0: tensor<*xi16>) -> (index, index) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %rank = tensor.rank %arg0 : tensor<*xi16>
    %2 = builtin.unrealized_conversion_cast %rank : index to i64
    %dim = tensor.dim %arg0, %1 : tensor<*xi16>
    %3 = builtin.unrealized_conversion_cast %dim : index to i64
    %4 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.struct<(i64, i64)> 
    %6 = llvm.insertvalue %3, %5[1] : !llvm.struct<(i64, i64)> 
    llvm.return %6 : !llvm.struct<(i64, i64)>
  }
}

