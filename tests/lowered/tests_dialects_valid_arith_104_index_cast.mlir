module {
  func.func @f(%arg0: i32, %arg1: index, %arg2: vector<4xi64>, %arg3: tensor<?xindex>) -> index {
    %0 = llvm.sext %arg0 : i32 to i64
    llvm.return %0 : i64
  }
}

