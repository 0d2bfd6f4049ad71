module {
  func.func @scan(%arg0: tensor<?xi32>) -> tensor<?xi32> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %dim = tensor.dim %arg0, %1 : tensor<?xi32>
    %4 = builtin.unrealized_conversion_cast %dim : index to i64
    cf.br ^bb1(%1, %arg0, %3 : index, tensor<?xi32>, i32)
  ^bb1(%5: index, %6: tensor<?xi32>, %7: i32):  // 2 preds: ^bb0, ^bb2
    %8 = builtin.unrealized_conversion_cast %5 : index to i64
    %9 = llvm.icmp "slt" %8, %4 : i64
    llvm.cond_br %9, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %extracted = tensor.extract %6[%5] : tensor<?xi32>
    %10 = llvm.add %7, %extracted : i32
    %inserted = tensor.insert %10 into %6[%5] : tensor<?xi32>
    %11 = llvm.add %8, %2 : i64
    %12 = builtin.unrealized_conversion_cast %11 : i64 to index
    cf.br ^bb1(%12, %inserted, %10 : index, tensor<?xi32>, i32)
  ^bb3:  // pred: ^bb1
    return %6 : tensor<?xi32>
  }
}

