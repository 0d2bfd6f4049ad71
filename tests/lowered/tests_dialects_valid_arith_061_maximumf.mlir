module {
  func.func @f(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: f32, %arg4: f64, %arg5: vector<8xf32>, %arg6: tensor<?x?xf64>) -> f32 {
    %0 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %1 = llvm.intr.maximum(%arg2, %arg3) : (f32, f32) -> f32
    %2 = llvm.intr.maximum(%1, %0) : (f32, f32) -> f32
    llvm.return %2 : f32
  }
}

