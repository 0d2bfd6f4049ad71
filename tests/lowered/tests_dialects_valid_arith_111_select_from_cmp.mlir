module {
  llvm.func @max(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.icmp "sgt" %arg0, %arg1 : i64
    %1 = llvm.select %0, %arg0, %arg1 : i1, i64
    llvm.return %1 : i64
  }
  llvm.func @clamp(%arg0: f32) -> f32 {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.fcmp "olt" %arg0, %0 : f32
    %2 = llvm.select %1, %0, %arg0 : i1, f32
    llvm.return %2 : f32
  }
}

