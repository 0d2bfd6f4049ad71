module {
  llvm.func @f() -> !llvm.struct<(f32, f64, f32, f64, f32)> {
    %0 = llvm.mlir.constant(1.000000e-01 : f32) : f32
    %1 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %2 = llvm.mlir.constant(9.99999968E+37 : f32) : f32
    %3 = llvm.mlir.constant(4.940660e-324 : f64) : f64
    %4 = llvm.mlir.constant(0x4B800000 : f32) : f32
    %5 = llvm.mlir.poison : !llvm.struct<(f32, f64, f32, f64, f32)>
    %6 = llvm.insertvalue %0, %5[0] : !llvm.struct<(f32, f64, f32, f64, f32)> 
    %7 = llvm.insertvalue %1, %6[1] : !llvm.struct<(f32, f64, f32, f64, f32)> 
    %8 = llvm.insertvalue %2, %7[2] : !llvm.struct<(f32, f64, f32, f64, f32)> 
    %9 = llvm.insertvalue %3, %8[3] : !llvm.struct<(f32, f64, f32, f64, f32)> 
    %10 = llvm.insertvalue %4, %9[4] : !llvm.struct<(f32, f64, f32, f64, f32)> 
    llvm.return %10 : !llvm.struct<(f32, f64, f32, f64, f32)>
  }
}

