module {
  func.func @f(%arg0: tensor<4x4xf32>) -> tensor<6x8xf32> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %padded = tensor.pad %arg0 low[1, 2] high[1, 2] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %0 : f32
    } : tensor<4x4xf32> to tensor<6x8xf32>
    return %padded : tensor<6x8xf32>
  }
}

