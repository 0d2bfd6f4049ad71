module {
  llvm.func @softplus(%arg0: f64) -> f64 {
    %0 = llvm.mlir.constant(2.000000e+01 : f64) : f64
    %1 = llvm.fcmp "ogt" %arg0, %0 : f64
    %2 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
    %3 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %4 = llvm.fadd %3, %2 : f64
    %5 = llvm.intr.log(%4) : (f64) -> f64
    %6 = llvm.select %1, %arg0, %5 : i1, f64
    llvm.return %6 : f64
  }
}

