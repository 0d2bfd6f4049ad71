module {
  func.func @f(%arg0: f64, %arg1: f32, %arg2: vector<4xf32>, %arg3: tensor<2xf64>) -> f16 {
    %0 = llvm.fptrunc %arg1 : f32 to f16
    llvm.return %0 : f16
  }
}

