module {
  func.func @f(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: f64, %arg4: vector<4xf32>, %arg5: tensor<?x3xf64>) -> f32 {
    %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %1 = llvm.intr.sqrt(%arg2) : (f32) -> f32
    %2 = llvm.fdiv %0, %1 : f32
    %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %4 = llvm.intr.sqrt(%2) : (f32) -> f32
    %5 = llvm.fdiv %3, %4 : f32
    llvm.return %5 : f32
  }
}

