// From StableHLO's interpreter test compare.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @compare_op_test_si64_default() {
  %lhs = stablehlo.constant dense<-2> : tensor<i64>
  %rhs = stablehlo.constant dense<-2> : tensor<i64>
  %result = stablehlo.compare EQ, %lhs, %rhs : (tensor<i64>, tensor<i64>) -> tensor<i1>
  func.return
}

func.func @compare_op_test_si64() {
  %lhs = stablehlo.constant dense<[-2, -1, 0, 2, 2]> : tensor<5xi64>
  %rhs = stablehlo.constant dense<[-2, -2, 0, 1, 2]> : tensor<5xi64>
  %result = stablehlo.compare EQ, %lhs, %rhs, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
  func.return
}

func.func @compare_op_test_ui64_default() {
  %lhs = stablehlo.constant dense<0> : tensor<ui64>
  %rhs = stablehlo.constant dense<0> : tensor<ui64>
  %result = stablehlo.compare EQ, %lhs, %rhs : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
  func.return
}

func.func @compare_op_test_ui64() {
  %lhs = stablehlo.constant dense<[0, 1]> : tensor<2xui64>
  %rhs = stablehlo.constant dense<[0, 0]> : tensor<2xui64>
  %result = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
  func.return
}

func.func @compare_op_test_i1_default() {
  %lhs = stablehlo.constant dense<true> : tensor<i1>
  %rhs = stablehlo.constant dense<true> : tensor<i1>
  %result = stablehlo.compare EQ, %lhs, %rhs : (tensor<i1>, tensor<i1>) -> tensor<i1>
  func.return
}

func.func @compare_op_test_i1() {
  %lhs = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %result = stablehlo.compare EQ, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  func.return
}

func.func @compare_op_test_f64_default() {
  // -NaN
  // -NaN
  %lhs = stablehlo.constant dense<0xFFF0000000000001> : tensor<f64>
  %rhs = stablehlo.constant dense<0xFFF0000000000001> : tensor<f64>
  %result = stablehlo.compare EQ, %lhs, %rhs : (tensor<f64>, tensor<f64>) -> tensor<i1>
  func.return
}

func.func @compare_op_test_f64() {
  // -NaN, -NaN, -Inf, -Inf, -2.0, -2.0, -0.0, -0.0, +0.0, 1.0, 2.0, +Inf, +NaN, +minNaN
  // -NaN, +NaN, -Inf, +Inf, -2.0, -1.0, -0.0, +0.0, +0.0, 2.0, 2.0, +Inf, +NaN, +maxNaN
  %lhs = stablehlo.constant dense<[0xFFF0000000000001, 0xFFF0000000000001, 0xFFF0000000000000, 0xFFF0000000000000, -2.0, -2.0, 0x8000000000000000, 0x8000000000000000, 0x0000000000000000, 1.0, 2.0, 0x7FF0000000000000, 0x7FF0000000000001, 0x7FF0000000000001]> : tensor<14xf64>
  %rhs = stablehlo.constant dense<[0xFFF0000000000001, 0x7FF0000000000001, 0xFFF0000000000000, 0x7FF0000000000000, -2.0, -1.0, 0x8000000000000000, 0x0000000000000000, 0x0000000000000000, 2.0, 2.0, 0x7FF0000000000000, 0x7FF0000000000001, 0x7FFFFFFFFFFFFFFF]> : tensor<14xf64>
  %result = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<14xf64>, tensor<14xf64>) -> tensor<14xi1>
  func.return
}

func.func @compare_op_test_c128_default() {
  // (+NaN, +0.0)
  // (+NaN, -0.0)
  %lhs = stablehlo.constant dense<(0x7FF0000000000001, 0x0000000000000000)> : tensor<complex<f64>>
  %rhs = stablehlo.constant dense<(0x7FF0000000000001, 0x8000000000000000)> : tensor<complex<f64>>
  %result = stablehlo.compare EQ, %lhs, %rhs : (tensor<complex<f64>>, tensor<complex<f64>>) -> tensor<i1>
  func.return
}

func.func @compare_op_test_c128() {
  // (+NaN, +0.0), (+0.0, +NaN), (-0.0, +0.0), (2.0, 2.0)
  // (+NaN, -0.0), (-0.0, +NaN), (+0.0, +0.0), (2.0, 1.0)
  %lhs = stablehlo.constant dense<[(0x7FF0000000000001, 0x0000000000000000), (0x0000000000000000, 0x7FF0000000000001), (0x8000000000000000, 0x0000000000000000), (2.0, 2.0)]> : tensor<4xcomplex<f64>>
  %rhs = stablehlo.constant dense<[(0x7FF0000000000001, 0x8000000000000000), (0x8000000000000000, 0x7FF0000000000001), (0x0000000000000000, 0x0000000000000000), (2.0, 1.0)]> : tensor<4xcomplex<f64>>
  %result = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> tensor<4xi1>
  func.return
}
