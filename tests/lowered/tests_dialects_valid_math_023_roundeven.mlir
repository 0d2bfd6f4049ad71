module {
  func.func @f(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: f64, %arg4: vector<4xf32>, %arg5: tensor<?x3xf64>) -> f32 {
    %0 = llvm.intr.roundeven(%arg2) : (f32) -> f32
    %1 = llvm.intr.roundeven(%0) : (f32) -> f32
    llvm.return %1 : f32
  }
}

