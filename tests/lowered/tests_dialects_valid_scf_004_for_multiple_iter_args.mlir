module {
  func.func @f(%arg0: index, %arg1: i32, %arg2: f64, %arg3: tensor<4xf32>) -> (i32, f64, tensor<4xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb1(%2, %arg1, %arg2, %arg3 : index, i32, f64, tensor<4xf32>)
  ^bb1(%4: index, %5: i32, %6: f64, %7: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
    %8 = builtin.unrealized_conversion_cast %4 : index to i64
    %9 = llvm.icmp "slt" %8, %0 : i64
    llvm.cond_br %9, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %10 = llvm.add %5, %5 : i32
    %11 = llvm.add %8, %3 : i64
    %12 = builtin.unrealized_conversion_cast %11 : i64 to index
    cf.br ^bb1(%12, %10, %6, %7 : index, i32, f64, tensor<4xf32>)
  ^bb3:  // pred: ^bb1
    return %5, %6, %7 : i32, f64, tensor<4xf32>
  }
}

