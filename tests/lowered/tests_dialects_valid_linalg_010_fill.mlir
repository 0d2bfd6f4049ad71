module {
  func.func @f(%arg0: tensor<4x4xf32>, %arg1: memref<8xi32>, %arg2: f32, %arg3: i32) -> tensor<4x4xf32> {
    %0 = builtin.unrealized_conversion_cast %arg1 : memref<8xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(8 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %5 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<4x4xf32>) -> tensor<4x4xf32>
    llvm.br ^bb1(%3 : i64)
  ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb2
    %7 = llvm.icmp "slt" %6, %2 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %8 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.getelementptr inbounds|nuw %8[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %arg3, %9 : i32, !llvm.ptr
    %10 = llvm.add %6, %1 : i64
    llvm.br ^bb1(%10 : i64)
  ^bb3:  // pred: ^bb1
    %11 = linalg.fill ins(%4 : f32) outs(%5 : tensor<4x4xf32>) -> tensor<4x4xf32>
    return %11 : tensor<4x4xf32>
  }
}

