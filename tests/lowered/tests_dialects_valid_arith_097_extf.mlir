module {
  func.func @f(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: vector<4xf16>, %arg4: tensor<2xf32>) -> f64 {
    %0 = llvm.fpext %arg2 {fastmath = #arith.fastmath<nnan>} : f32 to f64
    llvm.return %0 : f64
  }
}

