module {
  llvm.func @poly(%arg0: f64) -> f64 {
    %0 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %3 = llvm.fmul %arg0, %arg0 : f64
    %4 = llvm.fmul %3, %0 : f64
    %5 = llvm.fmul %arg0, %1 : f64
    %6 = llvm.fsub %4, %5 : f64
    %7 = llvm.fadd %6, %2 : f64
    llvm.return %7 : f64
  }
}

