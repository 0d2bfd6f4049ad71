module {
  func.func @f(%arg0: tensor<1x4x8x21x17xf32>, %arg1: tensor<34x1x1x1x17xf32>, %arg2: tensor<34xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1x4x4x4xf32>, %arg5: tensor<1x1x4x2xf32>, %arg6: tensor<8xf32>, %arg7: tensor<1x32x32x8xf32>, %arg8: tensor<16x1x1x8xf32>, %arg9: tensor<16xf32>) {
    llvm.return
  }
}

