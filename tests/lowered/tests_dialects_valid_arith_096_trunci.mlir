module {
  func.func @f(%arg0: i64, %arg1: vector<4xi32>, %arg2: tensor<?x?xi16>) -> i1 {
    %0 = llvm.trunc %arg0 : i64 to i1
    llvm.return %0 : i1
  }
}

