// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize | stablehlo-opt > %t.0
// RUN: stablehlo-opt %s > %t.1
// RUN: diff %t.0 %t.1

module @jit_fun_flat_jax {
  func.func public @main(%arg0: tensor<i64>, %arg1: tensor<?x8x4xf32> {mhlo.sharding = ""}, %arg2: tensor<?x8x4xi1> {mhlo.sharding = ""}) -> tensor<f32> {
    %0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_var(%arg0, %arg1, %0, %arg2) : (tensor<i64>, tensor<?x8x4xf32>, tensor<i64>, tensor<?x8x4xi1>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_var(%arg0: tensor<i64>, %arg1: tensor<?x8x4xf32>, %arg2: tensor<i64>, %arg3: tensor<?x8x4xi1>) -> tensor<f32> {
    %0 = stablehlo.convert %arg3 : (tensor<?x8x4xi1>) -> tensor<?x8x4xi32>
    %1 = stablehlo.convert %0 : (tensor<?x8x4xi32>) -> tensor<?x8x4xf32>
    %2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) across dimensions = [0, 1, 2] : (tensor<?x8x4xf32>, tensor<f32>) -> tensor<f32>
     reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
      %30 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = call @_where(%arg0, %arg3, %arg1, %5) : (tensor<i64>, tensor<?x8x4xi1>, tensor<?x8x4xf32>, tensor<f32>) -> tensor<?x8x4xf32>
    %7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %7) across dimensions = [0, 1, 2] : (tensor<?x8x4xf32>, tensor<f32>) -> tensor<f32>
     reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
      %30 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %10 = stablehlo.divide %9, %4 : tensor<1x1x1xf32>
    %11 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %12 = stablehlo.reshape %11 : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.constant dense<8> : tensor<1xi32>
    %14 = stablehlo.constant dense<4> : tensor<1xi32>
    %15 = stablehlo.concatenate %12, %13, %14, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %16 = stablehlo.dynamic_broadcast_in_dim %10, %15, dims = [0, 1, 2] : (tensor<1x1x1xf32>, tensor<3xi32>) -> tensor<?x8x4xf32>
    %17 = stablehlo.subtract %arg1, %16 : tensor<?x8x4xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<?x8x4xf32>
    %19 = stablehlo.convert %arg3 : (tensor<?x8x4xi1>) -> tensor<?x8x4xi32>
    %20 = stablehlo.convert %19 : (tensor<?x8x4xi32>) -> tensor<?x8x4xf32>
    %21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%20 init: %21) across dimensions = [0, 1, 2] : (tensor<?x8x4xf32>, tensor<f32>) -> tensor<f32>
     reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
      %30 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }
    %23 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f32>
    %24 = stablehlo.subtract %22, %23 : tensor<f32>
    %25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = call @_where_0(%arg0, %arg3, %18, %25) : (tensor<i64>, tensor<?x8x4xi1>, tensor<?x8x4xf32>, tensor<f32>) -> tensor<?x8x4xf32>
    %27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%26 init: %27) across dimensions = [0, 1, 2] : (tensor<?x8x4xf32>, tensor<f32>) -> tensor<f32>
     reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
      %30 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }
    %29 = stablehlo.divide %28, %24 : tensor<f32>
    return %29 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i64>, %arg1: tensor<?x8x4xi1>, %arg2: tensor<?x8x4xf32>, %arg3: tensor<f32>) -> tensor<?x8x4xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.constant dense<8> : tensor<1xi32>
    %3 = stablehlo.constant dense<4> : tensor<1xi32>
    %4 = stablehlo.concatenate %1, %2, %3, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg3, %4, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x8x4xf32>
    %6 = stablehlo.select %arg1, %arg2, %5 : tensor<?x8x4xi1>, tensor<?x8x4xf32>
    return %6 : tensor<?x8x4xf32>
  }
  func.func private @_where_0(%arg0: tensor<i64>, %arg1: tensor<?x8x4xi1>, %arg2: tensor<?x8x4xf32>, %arg3: tensor<f32>) -> tensor<?x8x4xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
    %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.constant dense<8> : tensor<1xi32>
    %3 = stablehlo.constant dense<4> : tensor<1xi32>
    %4 = stablehlo.concatenate %1, %2, %3, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %5 = stablehlo.dynamic_broadcast_in_dim %arg3, %4, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x8x4xf32>
    %6 = stablehlo.select %arg1, %arg2, %5 : tensor<?x8x4xi1>, tensor<?x8x4xf32>
    return %6 : tensor<?x8x4xf32>
  }
}

