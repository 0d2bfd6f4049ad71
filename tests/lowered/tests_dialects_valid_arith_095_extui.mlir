module {
  func.func @f(%arg0: i1, %arg1: i8, %arg2: vector<4xi16>, %arg3: tensor<2xi32>) -> i32 {
    %0 = llvm.zext %arg0 : i1 to i32
    llvm.return %0 : i32
  }
}

