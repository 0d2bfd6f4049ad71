module {
  func.func @f(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x26xi32>, %arg2: tensor<13x27x3xf32>, %arg3: tensor<13x26x3xf32>, %arg4: tensor<4x5xi8>, %arg5: tensor<256xi8>) {
    llvm.return
  }
}

