module {
  func.func @f(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4x2x3xf32>, %arg2: memref<8x16xi8>, %arg3: memref<16x8xi8>) -> tensor<4x2x3xf32> {
    %0 = builtin.unrealized_conversion_cast %arg3 : memref<16x8xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg2 : memref<8x16xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.mlir.constant(8 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(16 : index) : i64
    %5 = llvm.mlir.constant(0 : index) : i64
    %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%arg1 : tensor<4x2x3xf32>) permutation = [2, 0, 1] 
    llvm.br ^bb1(%5 : i64)
  ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb5
    %7 = llvm.icmp "slt" %6, %4 : i64
    llvm.cond_br %7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%5 : i64)
  ^bb3(%8: i64):  // 2 preds: ^bb2, ^bb4
    %9 = llvm.icmp "slt" %8, %2 : i64
    llvm.cond_br %9, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.mlir.constant(16 : index) : i64
    %12 = llvm.mul %8, %11 overflow<nsw, nuw> : i64
    %13 = llvm.add %12, %6 overflow<nsw, nuw> : i64
    %14 = llvm.getelementptr inbounds|nuw %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %15 = llvm.load %14 : !llvm.ptr -> i8
    %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.mlir.constant(8 : index) : i64
    %18 = llvm.mul %6, %17 overflow<nsw, nuw> : i64
    %19 = llvm.add %18, %8 overflow<nsw, nuw> : i64
    %20 = llvm.getelementptr inbounds|nuw %16[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %15, %20 : i8, !llvm.ptr
    %21 = llvm.add %8, %3 : i64
    llvm.br ^bb3(%21 : i64)
  ^bb5:  // pred: ^bb3
    %22 = llvm.add %6, %3 : i64
    llvm.br ^bb1(%22 : i64)
  ^bb6:  // pred: ^bb1
    return %transposed : tensor<4x2x3xf32>
  }
}

