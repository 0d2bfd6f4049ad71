module {
  func.func @f(%arg0: f32, %arg1: f64, %arg2: f16, %arg3: vector<4xf32>, %arg4: tensor<?xf64>) -> i32 {
    %0 = llvm.fptosi %arg0 : f32 to i32
    llvm.return %0 : i32
  }
}

