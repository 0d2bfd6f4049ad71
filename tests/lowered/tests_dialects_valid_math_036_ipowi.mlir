module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: tensor<3xi8>) -> i32 {
    %0 = math.ipowi %arg0, %arg1 : i32
    llvm.return %0 : i32
  }
}

