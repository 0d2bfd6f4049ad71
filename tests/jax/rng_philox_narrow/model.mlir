module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi32>) -> (tensor<9xi32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<4xi32>) -> tensor<4xui32>
    %1 = stablehlo.reshape %0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.bitcast_convert %1 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %2, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<9xui8>)
    %3 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<2x2xui32>) -> tensor<4xui32>
    %5 = stablehlo.convert %output : (tensor<9xui8>) -> tensor<9xi32>
    %6 = stablehlo.bitcast_convert %arg0 : (tensor<4xi32>) -> tensor<4xui32>
    %7 = stablehlo.reshape %6 : (tensor<4xui32>) -> tensor<2x2xui32>
    %8 = stablehlo.bitcast_convert %7 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_0, %output_1 = stablehlo.rng_bit_generator %8, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui16>)
    %9 = stablehlo.bitcast_convert %output_state_0 : (tensor<2xui64>) -> tensor<2x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<2x2xui32>) -> tensor<4xui32>
    %11 = stablehlo.convert %output_1 : (tensor<2x3xui16>) -> tensor<2x3xi32>
    return %5, %11 : tensor<9xi32>, tensor<2x3xi32>
  }
}
