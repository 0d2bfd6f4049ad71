module {
  func.func @f(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    cf.br ^bb1(%1, %arg1 : index, tensor<4x8xf32>)
  ^bb1(%4: index, %5: tensor<4x8xf32>):  // 2 preds: ^bb0, ^bb2
    %6 = builtin.unrealized_conversion_cast %4 : index to i64
    %7 = llvm.icmp "slt" %6, %3 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %inserted_slice = tensor.insert_slice %arg0 into %5[%4, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    %8 = llvm.add %6, %2 : i64
    %9 = builtin.unrealized_conversion_cast %8 : i64 to index
    cf.br ^bb1(%9, %inserted_slice : index, tensor<4x8xf32>)
  ^bb3:  // pred: ^bb1
    return %5 : tensor<4x8xf32>
  }
}

