module {
  func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: memref<16xf32>) -> tensor<4x8xf32> {
    %0 = builtin.unrealized_conversion_cast %arg3 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(16 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = linalg.add ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
    llvm.br ^bb1(%3 : i64)
  ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.icmp "slt" %5, %2 : i64
    llvm.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %7 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.getelementptr inbounds|nuw %7[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9 = llvm.load %8 : !llvm.ptr -> f32
    %10 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.getelementptr inbounds|nuw %10[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12 = llvm.load %11 : !llvm.ptr -> f32
    %13 = llvm.fadd %9, %12 : f32
    %14 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.getelementptr inbounds|nuw %14[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %13, %15 : f32, !llvm.ptr
    %16 = llvm.add %5, %1 : i64
    llvm.br ^bb1(%16 : i64)
  ^bb3:  // pred: ^bb1
    return %4 : tensor<4x8xf32>
  }
}

