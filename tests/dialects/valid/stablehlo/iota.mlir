// From StableHLO's interpreter test iota.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @iota_op_test_si4_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xi4>
  func.return
}

func.func @iota_op_test_si4_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xi4>
  func.return
}

func.func @iota_op_test_si8_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xi8>
  func.return
}

func.func @iota_op_test_si8_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xi8>
  func.return
}

func.func @iota_op_test_si16_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xi16>
  func.return
}

func.func @iota_op_test_si16_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xi16>
  func.return
}

func.func @iota_op_test_si32_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xi32>
  func.return
}

func.func @iota_op_test_si32_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xi32>
  func.return
}

func.func @iota_op_test_si64_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
  func.return
}

func.func @iota_op_test_si64_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xi64>
  func.return
}

func.func @iota_op_test_ui64_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<2x3x2xui64>
  func.return
}

func.func @iota_op_test_ui64_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<2x3x2xui64>
  func.return
}

func.func @iota_op_test_ui64_dim_2() {
  %0 = stablehlo.iota dim = 2 : tensor<2x3x2xui64>
  func.return
}

func.func @iota_op_test_bf16_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xbf16>
  func.return
}

func.func @iota_op_test_bf16_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xbf16>
  func.return
}

func.func @iota_op_test_f16_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xf16>
  func.return
}

func.func @iota_op_test_f16_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xf16>
  func.return
}

func.func @iota_op_test_f32_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xf32>
  func.return
}

func.func @iota_op_test_f32_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xf32>
  func.return
}

func.func @iota_op_test_f64_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xf64>
  func.return
}

func.func @iota_op_test_f64_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xf64>
  func.return
}

func.func @iota_op_test_c64_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xcomplex<f32>>
  func.return
}

func.func @iota_op_test_c64_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xcomplex<f32>>
  func.return
}

func.func @iota_op_test_c128_dim_0() {
  %0 = stablehlo.iota dim = 0 : tensor<3x4xcomplex<f64>>
  func.return
}

func.func @iota_op_test_c128_dim_1() {
  %0 = stablehlo.iota dim = 1 : tensor<3x4xcomplex<f64>>
  func.return
}
