module {
  llvm.func @f() -> !llvm.struct<(f32, f64, f16)> {
    %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %2 = llvm.mlir.constant(2.000000e+00 : f16) : f16
    %3 = llvm.mlir.poison : !llvm.struct<(f32, f64, f16)>
    %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(f32, f64, f16)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(f32, f64, f16)> 
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(f32, f64, f16)> 
    llvm.return %6 : !llvm.struct<(f32, f64, f16)>
  }
}

