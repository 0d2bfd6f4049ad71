module {
  func.func @f(%arg0: f32, %arg1: f16, %arg2: vector<4xf64>, %arg3: tensor<3xbf16>) -> f32 {
    %0 = llvm.fneg %arg0 : f32
    llvm.return %0 : f32
  }
}

