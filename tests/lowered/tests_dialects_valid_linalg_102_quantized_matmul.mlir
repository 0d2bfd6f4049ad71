module {
  func.func @q(%arg0: tensor<3x4xi8>, %arg1: tensor<4x5xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<3x5xi32>, %arg5: memref<2x3x4xi8>, %arg6: memref<2x4x5xi8>, %arg7: memref<2x3x5xi32>) -> tensor<3x5xi32> {
    %0 = builtin.unrealized_conversion_cast %arg7 : memref<2x3x5xi32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg6 : memref<2x4x5xi8> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2 = builtin.unrealized_conversion_cast %arg5 : memref<2x3x4xi8> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(5 : index) : i64
    %5 = llvm.mlir.constant(3 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(2 : index) : i64
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%arg4 : tensor<3x5xi32>) -> tensor<3x5xi32>
    llvm.br ^bb1(%8 : i64)
  ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb11
    %11 = llvm.icmp "slt" %10, %7 : i64
    llvm.cond_br %11, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%8 : i64)
  ^bb3(%12: i64):  // 2 preds: ^bb2, ^bb10
    %13 = llvm.icmp "slt" %12, %5 : i64
    llvm.cond_br %13, ^bb4, ^bb11
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%8 : i64)
  ^bb5(%14: i64):  // 2 preds: ^bb4, ^bb9
    %15 = llvm.icmp "slt" %14, %4 : i64
    llvm.cond_br %15, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%8 : i64)
  ^bb7(%16: i64):  // 2 preds: ^bb6, ^bb8
    %17 = llvm.icmp "slt" %16, %3 : i64
    llvm.cond_br %17, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %18 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = llvm.mlir.constant(12 : index) : i64
    %20 = llvm.mul %10, %19 overflow<nsw, nuw> : i64
    %21 = llvm.mlir.constant(4 : index) : i64
    %22 = llvm.mul %12, %21 overflow<nsw, nuw> : i64
    %23 = llvm.add %20, %22 overflow<nsw, nuw> : i64
    %24 = llvm.add %23, %16 overflow<nsw, nuw> : i64
    %25 = llvm.getelementptr inbounds|nuw %18[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.load %25 : !llvm.ptr -> i8
    %27 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.mlir.constant(20 : index) : i64
    %29 = llvm.mul %10, %28 overflow<nsw, nuw> : i64
    %30 = llvm.mlir.constant(5 : index) : i64
    %31 = llvm.mul %16, %30 overflow<nsw, nuw> : i64
    %32 = llvm.add %29, %31 overflow<nsw, nuw> : i64
    %33 = llvm.add %32, %14 overflow<nsw, nuw> : i64
    %34 = llvm.getelementptr inbounds|nuw %27[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %35 = llvm.load %34 : !llvm.ptr -> i8
    %36 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %37 = llvm.mlir.constant(15 : index) : i64
    %38 = llvm.mul %10, %37 overflow<nsw, nuw> : i64
    %39 = llvm.mlir.constant(5 : index) : i64
    %40 = llvm.mul %12, %39 overflow<nsw, nuw> : i64
    %41 = llvm.add %38, %40 overflow<nsw, nuw> : i64
    %42 = llvm.add %41, %14 overflow<nsw, nuw> : i64
    %43 = llvm.getelementptr inbounds|nuw %36[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %44 = llvm.load %43 : !llvm.ptr -> i32
    %45 = llvm.sext %26 : i8 to i32
    %46 = llvm.sub %45, %arg2 : i32
    %47 = llvm.sext %35 : i8 to i32
    %48 = llvm.sub %47, %arg3 : i32
    %49 = llvm.mul %46, %48 : i32
    %50 = llvm.add %44, %49 : i32
    %51 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %52 = llvm.mlir.constant(15 : index) : i64
    %53 = llvm.mul %10, %52 overflow<nsw, nuw> : i64
    %54 = llvm.mlir.constant(5 : index) : i64
    %55 = llvm.mul %12, %54 overflow<nsw, nuw> : i64
    %56 = llvm.add %53, %55 overflow<nsw, nuw> : i64
    %57 = llvm.add %56, %14 overflow<nsw, nuw> : i64
    %58 = llvm.getelementptr inbounds|nuw %51[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %50, %58 : i32, !llvm.ptr
    %59 = llvm.add %16, %6 : i64
    llvm.br ^bb7(%59 : i64)
  ^bb9:  // pred: ^bb7
    %60 = llvm.add %14, %6 : i64
    llvm.br ^bb5(%60 : i64)
  ^bb10:  // pred: ^bb5
    %61 = llvm.add %12, %6 : i64
    llvm.br ^bb3(%61 : i64)
  ^bb11:  // pred: ^bb3
    %62 = llvm.add %10, %6 : i64
    llvm.br ^bb1(%62 : i64)
  ^bb12:  // pred: ^bb1
    return %9 : tensor<3x5xi32>
  }
}

