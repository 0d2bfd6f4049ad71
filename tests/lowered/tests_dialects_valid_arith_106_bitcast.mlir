module {
  func.func @f(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: bf16, %arg4: i64, %arg5: vector<4xf32>, %arg6: tensor<2xi16>) -> f32 {
    %0 = llvm.bitcast %arg0 : i32 to f32
    llvm.return %0 : f32
  }
}

