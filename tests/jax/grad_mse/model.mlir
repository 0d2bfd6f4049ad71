module @jit_mse_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2xf32>, %arg1: tensor<7x5xf32>, %arg2: tensor<7x2xf32>) -> (tensor<5x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x5xf32>, tensor<5x2xf32>) -> tensor<7x2xf32>
    %1 = stablehlo.subtract %0, %arg2 : tensor<7x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<7x2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %4 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<7x2xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x2xf32>, tensor<7x5xf32>) -> tensor<2x5xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
    return %8 : tensor<5x2xf32>
  }
}
