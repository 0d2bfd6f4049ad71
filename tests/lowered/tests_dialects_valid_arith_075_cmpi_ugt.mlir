module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: tensor<?xi64>) -> i1 {
    %0 = llvm.mlir.constant(false) : i1
    %1 = llvm.icmp "ugt" %arg0, %arg1 : i32
    %2 = llvm.icmp "ugt" %1, %0 : i1
    llvm.return %2 : i1
  }
}

