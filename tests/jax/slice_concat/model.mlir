module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32>, %arg1: tensor<6x3xf32>) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [1:3, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.slice %arg1 [0:6:2, 0:3] : (tensor<6x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<5x3xf32>
    return %2 : tensor<5x3xf32>
  }
}
