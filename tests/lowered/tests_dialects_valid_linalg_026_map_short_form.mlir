module {
  func.func @f(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>, %arg2: memref<4xf32>, %arg3: memref<4xf32>) -> tensor<4xi32> {
    %0 = builtin.unrealized_conversion_cast %arg3 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg2 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(0 : index) : i64
    %mapped = linalg.map { llvm.add } ins(%arg0, %arg0 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>)
    llvm.br ^bb1(%4 : i64)
  ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.icmp "slt" %5, %3 : i64
    llvm.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.getelementptr inbounds|nuw %7[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9 = llvm.load %8 : !llvm.ptr -> f32
    %10 = llvm.intr.fabs(%9) : (f32) -> f32
    %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.getelementptr inbounds|nuw %11[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10, %12 : f32, !llvm.ptr
    %13 = llvm.add %5, %2 : i64
    llvm.br ^bb1(%13 : i64)
  ^bb3:  // pred: ^bb1
    return %mapped : tensor<4xi32>
  }
}

