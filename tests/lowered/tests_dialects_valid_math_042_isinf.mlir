module {
  func.func @f(%arg0: f32, %arg1: f64, %arg2: f16, %arg3: vector<4xf32>, %arg4: tensor<2x2xbf16>) -> i1 {
    %0 = math.isinf %arg0 : f32
    llvm.return %0 : i1
  }
}

