module {
  func.func @f(%arg0: i32, %arg1: i64, %arg2: i1, %arg3: vector<4xi8>, %arg4: tensor<?xi16>) -> f32 {
    %0 = llvm.sitofp %arg0 : i32 to f32
    llvm.return %0 : f32
  }
}

