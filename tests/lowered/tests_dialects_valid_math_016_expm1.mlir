module {
  func.func @f(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: f64, %arg4: vector<4xf32>, %arg5: tensor<?x3xf64>) -> f32 {
    %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %1 = llvm.intr.exp(%arg2) : (f32) -> f32
    %2 = llvm.fsub %1, %0 : f32
    %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %4 = llvm.intr.exp(%2) : (f32) -> f32
    %5 = llvm.fsub %4, %3 : f32
    llvm.return %5 : f32
  }
}

