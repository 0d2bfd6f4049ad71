module {
  func.func @f(%arg0: i32, %arg1: i64, %arg2: vector<2xi32>, %arg3: tensor<4xi8>) -> f64 {
    %0 = llvm.uitofp %arg0 : i32 to f64
    llvm.return %0 : f64
  }
}

