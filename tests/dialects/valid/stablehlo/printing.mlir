// From StableHLO's interpreter test printing.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @test_ranks_and_dtypes() -> (tensor<4xi8>, tensor<4xf16>, tensor<2xi1>, tensor<ui8>, tensor<1xi8>, tensor<2x2xi8>, tensor<2x2x2xi64>, tensor<0xui8>, tensor<0x2xi8>, tensor<2x0xi8>) {
  %ints = stablehlo.constant dense<[1, 2, -3, -4]> : tensor<4xi8>

  %floats = stablehlo.constant dense<[1.0, 2.0, -3.0, -4.0]> : tensor<4xf16>

  %bool = stablehlo.constant dense<[true, false]> : tensor<2xi1>

  %scalar = stablehlo.constant dense<1> : tensor<ui8>

  %array = stablehlo.constant dense<[1]> : tensor<1xi8>

  %matrix = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>

  %tensor = stablehlo.constant dense<[[[0, 1], [2, 3]], [[4, 0], [1, 2]]]> : tensor<2x2x2xi64>

  %empty_scalar = stablehlo.constant dense<> : tensor<0xui8>

  %empty_matrix = stablehlo.constant dense<> : tensor<0x2xi8>

  %empty_matrix_col = stablehlo.constant dense<> : tensor<2x0xi8>

  func.return %ints, %floats, %bool, %scalar, %array, %matrix, %tensor, %empty_scalar, %empty_matrix, %empty_matrix_col : tensor<4xi8>, tensor<4xf16>, tensor<2xi1>, tensor<ui8>, tensor<1xi8>, tensor<2x2xi8>, tensor<2x2x2xi64>, tensor<0xui8>, tensor<0x2xi8>, tensor<2x0xi8>
}

func.func @test_sub_byte() -> (tensor<2xi2>, tensor<4xi4>, tensor<4xf6E2M3FN>, tensor<4xf8E3M4>) {
  %i2 = stablehlo.constant dense<[1, -2]> : tensor<2xi2>

  %i4 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi4>

  %f6 = stablehlo.constant dense<[1.0, 2.0, -3.0, -4.0]> : tensor<4xf6E2M3FN>

  %f8 = stablehlo.constant dense<[1.0, 2.0, -3.0, -4.0]> : tensor<4xf8E3M4>
  func.return %i2, %i4, %f6, %f8 : tensor<2xi2>, tensor<4xi4>, tensor<4xf6E2M3FN>, tensor<4xf8E3M4>
}

func.func @test_complex() -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f64>>) {
  %complex_f32 = stablehlo.constant dense<(3.140000e+00, 1.0)> : tensor<4xcomplex<f32>>

  %complex_f64 = stablehlo.constant dense<(3.140000e+00, 1.0)> : tensor<4xcomplex<f64>>
  func.return %complex_f32, %complex_f64 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f64>>
}
