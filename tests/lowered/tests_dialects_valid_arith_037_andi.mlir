module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xi64>, %arg5: tensor<2x?xi8>, %arg6: i1) -> i32 {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.and %arg0, %arg1 : i32
    %2 = llvm.and %1, %0 : i32
    llvm.return %2 : i32
  }
}

