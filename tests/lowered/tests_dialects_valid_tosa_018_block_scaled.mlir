module {
  func.func @f(%arg0: tensor<4x32xf8E4M3FN>, %arg1: tensor<4x1xf8E8M0FNU>, %arg2: tensor<4x32xf32>, %arg3: tensor<1x4x32xf8E4M3FN>, %arg4: tensor<1x4x1xf8E8M0FNU>) {
    llvm.return
  }
}

