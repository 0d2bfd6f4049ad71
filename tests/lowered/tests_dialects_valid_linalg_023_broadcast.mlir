module {
  func.func @f(%arg0: tensor<8xf32>, %arg1: tensor<4x8x2xf32>, %arg2: memref<?xi32>, %arg3: memref<?x5xi32>) -> tensor<4x8x2xf32> {
    %0 = builtin.unrealized_conversion_cast %arg3 : memref<?x5xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.mlir.constant(5 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(0 : index) : i64
    %broadcasted = linalg.broadcast ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<4x8x2xf32>) dimensions = [0, 2] 
    %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%4 : i64)
  ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb5
    %7 = llvm.icmp "slt" %6, %5 : i64
    llvm.cond_br %7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%4 : i64)
  ^bb3(%8: i64):  // 2 preds: ^bb2, ^bb4
    %9 = llvm.icmp "slt" %8, %2 : i64
    llvm.cond_br %9, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.getelementptr inbounds|nuw %10[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %12 = llvm.load %11 : !llvm.ptr -> i32
    %13 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.mlir.constant(5 : index) : i64
    %15 = llvm.mul %6, %14 overflow<nsw, nuw> : i64
    %16 = llvm.add %15, %8 overflow<nsw, nuw> : i64
    %17 = llvm.getelementptr inbounds|nuw %13[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %12, %17 : i32, !llvm.ptr
    %18 = llvm.add %8, %3 : i64
    llvm.br ^bb3(%18 : i64)
  ^bb5:  // pred: ^bb3
    %19 = llvm.add %6, %3 : i64
    llvm.br ^bb1(%19 : i64)
  ^bb6:  // pred: ^bb1
    return %broadcasted : tensor<4x8x2xf32>
  }
}

