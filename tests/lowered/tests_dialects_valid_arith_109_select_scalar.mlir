module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f64, %arg4: vector<4xf32>, %arg5: tensor<?xi8>, %arg6: memref<2xf32>) -> i32 {
    %0 = llvm.select %arg0, %arg1, %arg2 : i1, i32
    llvm.return %0 : i32
  }
}

