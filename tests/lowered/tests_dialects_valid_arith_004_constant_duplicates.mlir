module {
  llvm.func @f() -> !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(true) : i1
    %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %4 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)>
    %5 = llvm.insertvalue %0, %4[0] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    %6 = llvm.insertvalue %0, %5[1] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    %7 = llvm.insertvalue %0, %6[2] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    %8 = llvm.insertvalue %1, %7[3] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    %9 = llvm.insertvalue %1, %8[4] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    %10 = llvm.insertvalue %2, %9[5] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    %11 = llvm.insertvalue %2, %10[6] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    %12 = llvm.insertvalue %3, %11[7] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    %13 = llvm.insertvalue %3, %12[8] : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)> 
    llvm.return %13 : !llvm.struct<(i32, i32, i32, i64, i64, i1, i1, f32, f32)>
  }
}

