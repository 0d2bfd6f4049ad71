module {
  func.func @f(%arg0: f32, %arg1: bf16, %arg2: vector<4xf64>, %arg3: tensor<2x2xf32>) -> i64 {
    %0 = llvm.fptoui %arg0 : f32 to i64
    llvm.return %0 : i64
  }
}

