module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: f32, %arg2: i32) -> f32 {
    %0 = llvm.mlir.constant([1.000000e+00 : f32, 1.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
    %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(f32, f32)> to complex<f32>
    %2 = complex.powi %1, %arg2 fastmath<fast> : complex<f32>, i32
    %3 = builtin.unrealized_conversion_cast %2 : complex<f32> to !llvm.struct<(f32, f32)>
    %4 = llvm.extractvalue %3[0] : !llvm.struct<(f32, f32)> 
    %5 = llvm.extractvalue %3[1] : !llvm.struct<(f32, f32)> 
    %6 = llvm.fmul %4, %4 : f32
    %7 = llvm.fmul %5, %5 : f32
    %8 = llvm.fadd %6, %7 : f32
    %9 = llvm.intr.sqrt(%8) : (f32) -> f32
    llvm.return %9 : f32
  }
}

