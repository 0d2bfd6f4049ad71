module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>) -> (tensor<6x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x2x3xf32>) -> tensor<6x4xf32>
    return %1 : tensor<6x4xf32>
  }
}
