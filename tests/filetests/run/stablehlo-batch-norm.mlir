// batch_norm_inference, batch_norm_training and batch_norm_grad, decomposed as StableHLO's
// spec defines them (per feature, over every other dimension); the feature dimension last
// here. The expected values are numpy's (training statistics: the biased variance).

// RUN: sigil check %s | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: [  PASSED  ] {{[0-9]+}} tests.

func.func @batch_norm() {
  %x = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 5.0]], [[0.0, -1.0], [4.0, 8.0]]]> : tensor<2x2x2xf64>
  %scale = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf64>
  %offset = stablehlo.constant dense<[0.25, 1.0]> : tensor<2xf64>
  %y, %mean, %var = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %mean, dense<[2.0, 3.5]> : tensor<2xf64>
  check.expect_almost_eq_const %var, dense<[2.5, 11.25]> : tensor<2xf64>
  check.expect_almost_eq_const %y, dense<[[[-0.698494, 1.894387], [1.198494, 0.105613]], [[-1.646987, 3.683162], [2.146987, -1.683162]]]> : tensor<2x2x2xf64>
  %m2 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %v2 = stablehlo.constant dense<[4.0, 0.25]> : tensor<2xf64>
  %inf = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %m2, %v2) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  check.expect_almost_eq_const %inf, dense<[[[0.25, 1.0], [1.749813, -10.976072]], [[-0.499906, 12.976072], [2.499719, -22.952144]]]> : tensor<2x2x2xf64>
  %g = stablehlo.constant dense<[[[0.5, 1.0], [-1.0, 2.0]], [[3.0, 0.0], [1.0, -0.5]]]> : tensor<2x2x2xf64>
  %gx, %gs, %go = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %g) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %gx, dense<[[[-0.877148, -0.208692], [-1.256963, -0.83476]], [[0.972623, 0.417377], [1.161488, 0.626075]]]> : tensor<2x2x2xf64>
  check.expect_almost_eq_const %gs, dense<[-3.47781, -0.223597]> : tensor<2xf64>
  check.expect_almost_eq_const %go, dense<[3.5, 2.5]> : tensor<2xf64>
  func.return
}

// f32, the feature dimension first, and no elements per feature.
func.func @batch_norm_f32_empty() {
  %x = stablehlo.constant dense<> : tensor<3x0xf32>
  %s = stablehlo.constant dense<1.0> : tensor<3xf32>
  %o = stablehlo.constant dense<0.0> : tensor<3xf32>
  %y = "stablehlo.batch_norm_inference"(%x, %s, %o, %s, %s) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<3x0xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3x0xf32>
  check.expect_almost_eq_const %y, dense<> : tensor<3x0xf32>
  func.return
}
