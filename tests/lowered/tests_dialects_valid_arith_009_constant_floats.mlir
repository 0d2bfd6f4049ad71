module {
  llvm.func @f() -> !llvm.struct<(f16, bf16, f32, f64, f64)> {
    %0 = llvm.mlir.constant(1.500000e+00 : f16) : f16
    %1 = llvm.mlir.constant(-2.250000e+00 : bf16) : bf16
    %2 = llvm.mlir.constant(3.141590e+00 : f32) : f32
    %3 = llvm.mlir.constant(2.7182818284590451 : f64) : f64
    %4 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %5 = llvm.mlir.poison : !llvm.struct<(f16, bf16, f32, f64, f64)>
    %6 = llvm.insertvalue %0, %5[0] : !llvm.struct<(f16, bf16, f32, f64, f64)> 
    %7 = llvm.insertvalue %1, %6[1] : !llvm.struct<(f16, bf16, f32, f64, f64)> 
    %8 = llvm.insertvalue %2, %7[2] : !llvm.struct<(f16, bf16, f32, f64, f64)> 
    %9 = llvm.insertvalue %3, %8[3] : !llvm.struct<(f16, bf16, f32, f64, f64)> 
    %10 = llvm.insertvalue %4, %9[4] : !llvm.struct<(f16, bf16, f32, f64, f64)> 
    llvm.return %10 : !llvm.struct<(f16, bf16, f32, f64, f64)>
  }
}

