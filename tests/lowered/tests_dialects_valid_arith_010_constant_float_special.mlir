module {
  llvm.func @f() -> !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> {
    %0 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %1 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %2 = llvm.mlir.constant(0x7FC00000 : f32) : f32
    %3 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    %4 = llvm.mlir.constant(0x7C00 : f16) : f16
    %5 = llvm.mlir.constant(0x7F80 : bf16) : bf16
    %6 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(0x7F800001 : f32) : f32
    %8 = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)>
    %9 = llvm.insertvalue %0, %8[0] : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> 
    %10 = llvm.insertvalue %1, %9[1] : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> 
    %11 = llvm.insertvalue %2, %10[2] : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> 
    %12 = llvm.insertvalue %3, %11[3] : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> 
    %13 = llvm.insertvalue %4, %12[4] : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> 
    %14 = llvm.insertvalue %5, %13[5] : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> 
    %15 = llvm.insertvalue %6, %14[6] : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> 
    %16 = llvm.insertvalue %7, %15[7] : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)> 
    llvm.return %16 : !llvm.struct<(f32, f32, f32, f64, f16, bf16, f64, f32)>
  }
}

