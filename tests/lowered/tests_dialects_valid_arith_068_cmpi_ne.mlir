module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: tensor<?xi64>) -> i1 {
    %0 = llvm.icmp "ne" %arg0, %arg1 : i32
    llvm.return %0 : i1
  }
}

