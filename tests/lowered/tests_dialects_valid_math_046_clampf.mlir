module {
  llvm.func @f(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<4xf16>) -> f32 {
    %0 = math.clampf %arg0 to [%arg1, %arg2] : f32
    llvm.return %0 : f32
  }
}

