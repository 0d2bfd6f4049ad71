module {
  func.func @f(%arg0: f32, %arg1: f64, %arg2: f16, %arg3: vector<4xf32>, %arg4: tensor<2x2xbf16>) -> i1 {
    %0 = "llvm.intr.is.fpclass"(%arg0) <{bit = 504 : i32}> : (f32) -> i1
    llvm.return %0 : i1
  }
}

