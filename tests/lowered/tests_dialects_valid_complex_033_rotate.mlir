module {
  llvm.func @f(%arg0: !llvm.struct<(f64, f64)>, %arg1: f64) -> !llvm.struct<(f64, f64)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(f64, f64)> 
    %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(f64, f64)> 
    %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(f64, f64)> to complex<f64>
    %5 = complex.exp %4 : complex<f64>
    %6 = builtin.unrealized_conversion_cast %5 : complex<f64> to !llvm.struct<(f64, f64)>
    %7 = llvm.extractvalue %arg0[0] : !llvm.struct<(f64, f64)> 
    %8 = llvm.extractvalue %arg0[1] : !llvm.struct<(f64, f64)> 
    %9 = llvm.extractvalue %6[0] : !llvm.struct<(f64, f64)> 
    %10 = llvm.extractvalue %6[1] : !llvm.struct<(f64, f64)> 
    %11 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
    %12 = llvm.fmul %9, %7 {fastmathFlags = #llvm.fastmath<contract>} : f64
    %13 = llvm.fmul %10, %8 {fastmathFlags = #llvm.fastmath<contract>} : f64
    %14 = llvm.fsub %12, %13 {fastmathFlags = #llvm.fastmath<contract>} : f64
    %15 = llvm.fmul %8, %9 {fastmathFlags = #llvm.fastmath<contract>} : f64
    %16 = llvm.fmul %7, %10 {fastmathFlags = #llvm.fastmath<contract>} : f64
    %17 = llvm.fadd %15, %16 {fastmathFlags = #llvm.fastmath<contract>} : f64
    %18 = llvm.insertvalue %14, %11[0] : !llvm.struct<(f64, f64)> 
    %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(f64, f64)> 
    llvm.return %19 : !llvm.struct<(f64, f64)>
  }
}

