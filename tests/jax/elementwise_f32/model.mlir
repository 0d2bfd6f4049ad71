module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}) {
    %0 = stablehlo.tanh %arg0 : tensor<3x5xf32>
    %1 = stablehlo.negate %arg1 : tensor<3x5xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<3x5xf32>
    %3 = stablehlo.exponential %2 : tensor<3x5xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<3x5xf32>
    %5 = stablehlo.subtract %arg0, %arg1 : tensor<3x5xf32>
    %6 = stablehlo.abs %5 : tensor<3x5xf32>
    %7 = stablehlo.multiply %arg1, %arg1 : tensor<3x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %9 = stablehlo.add %8, %7 : tensor<3x5xf32>
    %10 = stablehlo.divide %6, %9 : tensor<3x5xf32>
    %11 = stablehlo.add %4, %10 : tensor<3x5xf32>
    return %11 : tensor<3x5xf32>
  }
}
