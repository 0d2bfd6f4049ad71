module {
  func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: memref<?xf64>, %arg3: memref<?xf64>) -> tensor<4x8xf32> {
    %0 = builtin.unrealized_conversion_cast %arg3 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = linalg.square ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%3 : i64)
  ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
    %7 = llvm.icmp "slt" %6, %5 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %8 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.getelementptr inbounds|nuw %8[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %10 = llvm.load %9 : !llvm.ptr -> f64
    %11 = llvm.fmul %10, %10 : f64
    %12 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.getelementptr inbounds|nuw %12[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %11, %13 : f64, !llvm.ptr
    %14 = llvm.add %6, %2 : i64
    llvm.br ^bb1(%14 : i64)
  ^bb3:  // pred: ^bb1
    return %4 : tensor<4x8xf32>
  }
}

