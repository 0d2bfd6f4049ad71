module {
  llvm.func @newton_sqrt(%arg0: f64) -> f64 {
    %0 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %1 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
    llvm.br ^bb1(%arg0 : f64)
  ^bb1(%2: f64):  // 2 preds: ^bb0, ^bb1
    %3 = llvm.fdiv %arg0, %2 : f64
    %4 = llvm.fadd %2, %3 : f64
    %5 = llvm.fmul %4, %0 : f64
    %6 = llvm.fsub %5, %2 : f64
    %7 = llvm.intr.fabs(%6) : (f64) -> f64
    %8 = llvm.fcmp "ogt" %7, %1 : f64
    llvm.cond_br %8, ^bb1(%5 : f64), ^bb2
  ^bb2:  // pred: ^bb1
    llvm.return %5 : f64
  }
}

