module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xi32>, %arg1: tensor<4x4xi32>) -> (tensor<4x4xi32> {jax.result_info = "result[0]"}, tensor<4x4xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4x4xi32>
    %1 = stablehlo.xor %arg0, %arg1 : tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.maximum %arg0, %arg1 : tensor<4x4xi32>
    %4 = stablehlo.minimum %arg0, %arg1 : tensor<4x4xi32>
    %5 = stablehlo.subtract %3, %4 : tensor<4x4xi32>
    return %2, %5 : tensor<4x4xi32>, tensor<4x4xi32>
  }
}
