module {
  func.func @f(%arg0: i1, %arg1: f32, %arg2: tensor<?xf32>) -> (f32, tensor<?xf32>, index) {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg1, %arg2, %3 : f32, tensor<?xf32>, index)
  ^bb2:  // pred: ^bb0
    %4 = llvm.fneg %arg1 : f32
    cf.br ^bb3(%4, %arg2, %1 : f32, tensor<?xf32>, index)
  ^bb3(%5: f32, %6: tensor<?xf32>, %7: index):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    return %5, %6, %7 : f32, tensor<?xf32>, index
  }
}

