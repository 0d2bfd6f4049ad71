module {
  func.func @f(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e-01:3>>, %arg1: tensor<2xui8>, %arg2: tensor<2x!tosa.mxint8>, %arg3: tensor<2xf8E5M2>) {
    llvm.return
  }
}

