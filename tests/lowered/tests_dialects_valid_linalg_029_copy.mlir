module {
  func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: memref<?x?xi8>, %arg3: memref<?x?xi8>) -> tensor<4xf32> {
    %0 = builtin.unrealized_conversion_cast %arg3 : memref<?x?xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg2 : memref<?x?xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = linalg.copy ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
    %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb1(%3 : i64)
  ^bb1(%7: i64):  // 2 preds: ^bb0, ^bb5
    %8 = llvm.icmp "slt" %7, %5 : i64
    llvm.cond_br %8, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%3 : i64)
  ^bb3(%9: i64):  // 2 preds: ^bb2, ^bb4
    %10 = llvm.icmp "slt" %9, %6 : i64
    llvm.cond_br %10, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %11 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.mul %7, %12 overflow<nsw, nuw> : i64
    %14 = llvm.add %13, %9 overflow<nsw, nuw> : i64
    %15 = llvm.getelementptr inbounds|nuw %11[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %16 = llvm.load %15 : !llvm.ptr -> i8
    %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.mul %7, %18 overflow<nsw, nuw> : i64
    %20 = llvm.add %19, %9 overflow<nsw, nuw> : i64
    %21 = llvm.getelementptr inbounds|nuw %17[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %16, %21 : i8, !llvm.ptr
    %22 = llvm.add %9, %2 : i64
    llvm.br ^bb3(%22 : i64)
  ^bb5:  // pred: ^bb3
    %23 = llvm.add %7, %2 : i64
    llvm.br ^bb1(%23 : i64)
  ^bb6:  // pred: ^bb1
    return %4 : tensor<4xf32>
  }
}

