module {
  func.func @f(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<8xf16>, %arg4: tensor<2x?xf64>) -> f32 {
    %0 = llvm.intr.fma(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
    llvm.return %0 : f32
  }
}

