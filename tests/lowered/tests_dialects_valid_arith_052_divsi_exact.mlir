module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: vector<4xi8>) -> i32 {
    %0 = llvm.sdiv exact %arg0, %arg1 : i32
    %1 = llvm.sdiv %0, %arg1 : i32
    llvm.return %1 : i32
  }
}

