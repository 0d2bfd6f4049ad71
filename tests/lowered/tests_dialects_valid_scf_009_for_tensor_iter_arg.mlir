module {
  func.func private @update(tensor<16xi32>, index, i32) -> tensor<16xi32>
  func.func @f(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(16 : index) : i64
    cf.br ^bb1(%1, %arg0 : index, tensor<16xi32>)
  ^bb1(%4: index, %5: tensor<16xi32>):  // 2 preds: ^bb0, ^bb2
    %6 = builtin.unrealized_conversion_cast %4 : index to i64
    %7 = llvm.icmp "slt" %6, %3 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %8 = llvm.trunc %6 : i64 to i32
    %9 = call @update(%5, %4, %8) : (tensor<16xi32>, index, i32) -> tensor<16xi32>
    %10 = llvm.add %6, %2 : i64
    %11 = builtin.unrealized_conversion_cast %10 : i64 to index
    cf.br ^bb1(%11, %9 : index, tensor<16xi32>)
  ^bb3:  // pred: ^bb1
    return %5 : tensor<16xi32>
  }
}

