module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: i8, %arg3: tensor<4xi32>, %arg4: tensor<4xi8>) {
    llvm.return
  }
}

