module {
  func.func @f(%arg0: i1, %arg1: i8, %arg2: vector<4xi16>, %arg3: tensor<?xi32>) -> i64 {
    %0 = llvm.sext %arg1 : i8 to i64
    llvm.return %0 : i64
  }
}

