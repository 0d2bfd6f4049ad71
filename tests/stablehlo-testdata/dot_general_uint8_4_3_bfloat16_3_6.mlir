// RUN: stablehlo-opt -inline %s | stablehlo-translate --interpret
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize | stablehlo-opt > %t.0
// RUN: stablehlo-opt %s > %t.1
// RUN: diff %t.0 %t.1

module @jit_main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4x6xbf16> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %0:2 = call @inputs() : () -> (tensor<4x3xui8>, tensor<3x6xbf16>)
    %1 = call @expected() : () -> tensor<4x6xbf16>
    %2 = stablehlo.convert %0#0 : (tensor<4x3xui8>) -> tensor<4x3xbf16>
    %3 = stablehlo.convert %0#1 : tensor<3x6xbf16>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0] : (tensor<4x3xbf16>, tensor<3x6xbf16>) -> tensor<4x6xbf16>
    stablehlo.custom_call @check.expect_close(%4, %1) {has_side_effect = true} : (tensor<4x6xbf16>, tensor<4x6xbf16>) -> ()
    return %4 : tensor<4x6xbf16>
  }
  func.func private @inputs() -> (tensor<4x3xui8> {mhlo.layout_mode = "default"}, tensor<3x6xbf16> {mhlo.layout_mode = "default"}) {
    %c = stablehlo.constant dense<[[2, 4, 5], [1, 2, 0], [2, 2, 1], [0, 2, 2]]> : tensor<4x3xui8>
    %cst = stablehlo.constant dense<[[-1.851560e+00, -5.843750e+00, 4.593750e+00, 5.906250e+00, 8.164060e-01, 1.523440e+00], [-3.687500e+00, 1.523440e+00, 1.777340e-01, 5.039060e-01, -1.585940e+00, -1.039060e+00], [-9.338370e-03, 6.468750e+00, 4.156250e+00, -3.421880e+00, -4.562500e+00, 1.835940e+00]]> : tensor<3x6xbf16>
    return %c, %cst : tensor<4x3xui8>, tensor<3x6xbf16>
  }
  func.func private @expected() -> (tensor<4x6xbf16> {mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<[[-1.850000e+01, 2.675000e+01, 3.062500e+01, -3.281250e+00, -2.750000e+01, 8.062500e+00], [-9.250000e+00, -2.796880e+00, 4.937500e+00, 6.906250e+00, -2.359380e+00, -5.546880e-01], [-1.106250e+01, -2.171880e+00, 1.368750e+01, 9.375000e+00, -6.093750e+00, 2.812500e+00], [-7.406250e+00, 1.600000e+01, 8.687500e+00, -5.843750e+00, -1.231250e+01, 1.593750e+00]]> : tensor<4x6xbf16>
    return %cst : tensor<4x6xbf16>
  }
}
