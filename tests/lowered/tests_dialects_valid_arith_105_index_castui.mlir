module {
  func.func @f(%arg0: i16, %arg1: index, %arg2: vector<2xindex>, %arg3: tensor<3xi1>) -> index {
    %0 = llvm.zext %arg0 : i16 to i64
    llvm.return %0 : i64
  }
}

