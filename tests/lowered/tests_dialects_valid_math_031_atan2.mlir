module {
  func.func @f(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f16, %arg4: vector<2x2xf32>, %arg5: tensor<4xbf16>) -> f32 {
    %0 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
    llvm.return %0 : f32
  }
}

