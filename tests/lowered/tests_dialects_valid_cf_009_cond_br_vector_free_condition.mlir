module {
  llvm.func @f(%arg0: f32) -> f32 {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.fcmp "olt" %arg0, %0 : f32
    llvm.cond_br %1, ^bb1, ^bb2 {test.likely}
  ^bb1:  // pred: ^bb0
    %2 = llvm.fneg %arg0 : f32
    llvm.return %2 : f32
  ^bb2:  // pred: ^bb0
    llvm.return %arg0 : f32
  }
}

