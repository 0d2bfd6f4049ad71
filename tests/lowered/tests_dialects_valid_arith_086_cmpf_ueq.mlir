module {
  func.func @f(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f16, %arg4: vector<2xf32>, %arg5: tensor<3xbf16>) -> i1 {
    %0 = llvm.fcmp "ueq" %arg0, %arg1 : f32
    llvm.return %0 : i1
  }
}

