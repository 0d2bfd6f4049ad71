module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    llvm.br ^bb1(%6, %8 : i64, f32)
  ^bb1(%9: i64, %10: f32):  // 2 preds: ^bb0, ^bb2
    %11 = llvm.icmp "slt" %9, %arg5 : i64
    llvm.cond_br %11, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.getelementptr inbounds|nuw %12[%9] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %14 = llvm.load %13 : !llvm.ptr -> !llvm.struct<(f32, f32)>
    %15 = llvm.extractvalue %14[0] : !llvm.struct<(f32, f32)> 
    %16 = llvm.extractvalue %14[1] : !llvm.struct<(f32, f32)> 
    %17 = llvm.fmul %15, %15 : f32
    %18 = llvm.fmul %16, %16 : f32
    %19 = llvm.fadd %17, %18 : f32
    %20 = llvm.intr.sqrt(%19) : (f32) -> f32
    %21 = llvm.fadd %10, %20 : f32
    %22 = llvm.add %9, %7 : i64
    llvm.br ^bb1(%22, %21 : i64, f32)
  ^bb3:  // pred: ^bb1
    llvm.return %10 : f32
  }
}

