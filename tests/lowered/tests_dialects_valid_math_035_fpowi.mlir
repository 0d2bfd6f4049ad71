module {
  llvm.func @f(%arg0: f32, %arg1: i32, %arg2: f64, %arg3: i64, %arg4: vector<4xf32>, %arg5: vector<4xi32>) -> f32 {
    %0 = llvm.intr.powi(%arg0, %arg1) : (f32, i32) -> f32
    llvm.return %0 : f32
  }
}

