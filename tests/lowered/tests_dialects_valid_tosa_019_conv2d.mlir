module {
  func.func @f(%arg0: tensor<1x4x4x4xf32>, %arg1: tensor<8x1x1x4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1x4x4x4xi8>, %arg5: tensor<8x1x1x4xi8>, %arg6: tensor<8xi32>, %arg7: tensor<1xi8>) {
    llvm.return
  }
}

