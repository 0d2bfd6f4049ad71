// StableHLO on complex numbers, and the ops lowered as loops (triangular_solve, fft), under
// `sigil check` in StableHLO's own check form. The expected values are numpy's.

// RUN: sigil check %s | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: [  PASSED  ] {{[0-9]+}} tests.

func.func @complex_arith() {
  %z = stablehlo.constant dense<[(1.0, 2.0), (-3.0, 0.5), (0.0, 0.0)]> : tensor<3xcomplex<f64>>
  %w = stablehlo.constant dense<[(0.5, -1.0), (2.0, 2.0), (1.0, 1.0)]> : tensor<3xcomplex<f64>>
  %add = stablehlo.add %z, %w : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %add, dense<[(1.5, 1.0), (-1.0, 2.5), (1.0, 1.0)]> : tensor<3xcomplex<f64>>
  %mul = stablehlo.multiply %z, %w : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %mul, dense<[(2.5, 0.0), (-7.0, -5.0), (0.0, 0.0)]> : tensor<3xcomplex<f64>>
  %div = stablehlo.divide %z, %w : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %div, dense<[(-1.2, 1.6), (-0.625, 0.875), (0.0, 0.0)]> : tensor<3xcomplex<f64>>
  %exp = stablehlo.exponential %z : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %exp, dense<[(-1.131204, 2.471727), (0.043692, 0.023869), (1.0, 0.0)]> : tensor<3xcomplex<f64>>
  %abs = stablehlo.abs %z : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  check.expect_almost_eq_const %abs, dense<[2.236068, 3.041381, 0.0]> : tensor<3xf64>
  %lg = stablehlo.logistic %z : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %lg, dense<[(1.021415, 0.403439), (0.042364, 0.021901), (0.5, 0.0)]> : tensor<3xcomplex<f64>>
  %re = stablehlo.real %z : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  %im = stablehlo.imag %z : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  %back = stablehlo.complex %im, %re : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %back, dense<[(2.0, 1.0), (0.5, -3.0), (0.0, 0.0)]> : tensor<3xcomplex<f64>>
  %eq = stablehlo.compare EQ, %z, %z : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3xi1>
  check.expect_eq_const %eq, dense<true> : tensor<3xi1>
  func.return
}

// Complex numbers of f32, converted from and to other types; empty tensors.
func.func @complex_f32_convert() {
  %x = stablehlo.constant dense<[254, 0, 7]> : tensor<3xui8>
  %c = stablehlo.convert %x : (tensor<3xui8>) -> tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %c, dense<[(254.0, 0.0), (0.0, 0.0), (7.0, 0.0)]> : tensor<3xcomplex<f32>>
  %d = stablehlo.convert %c : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f64>>
  %i = stablehlo.convert %d : (tensor<3xcomplex<f64>>) -> tensor<3xi32>
  check.expect_eq_const %i, dense<[254, 0, 7]> : tensor<3xi32>
  %e = stablehlo.constant dense<> : tensor<0x2xcomplex<f32>>
  %n = stablehlo.negate %e : tensor<0x2xcomplex<f32>>
  check.expect_almost_eq_const %n, dense<> : tensor<0x2xcomplex<f32>>
  func.return
}

// Lower, transposed, right-hand side and unit diagonal; the other triangle of `a` is
// never read (it holds NaN here).
func.func @triangular_solve() {
  %a = stablehlo.constant dense<[[2.0, 0x7FF8000000000000, 0x7FF8000000000000], [1.0, 3.0, 0x7FF8000000000000], [4.0, 5.0, 6.0]]> : tensor<3x3xf64>
  %b = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
  %l = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %l, dense<[[0.5, 1.0], [0.833333, 1.0], [-0.194444, -0.5]]> : tensor<3x2xf64>
  %t = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %t, dense<[[-0.972222, -0.833333], [-0.388889, -0.333333], [0.833333, 1.0]]> : tensor<3x2xf64>
  %bb = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %r = "stablehlo.triangular_solve"(%a, %bb) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r, dense<[[-0.416667, -0.166667, 0.5], [0.0, 0.0, 1.0]]> : tensor<2x3xf64>
  %u = "stablehlo.triangular_solve"(%a, %bb) {left_side = false, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %u, dense<[[2.0, -13.0, 3.0], [5.0, -25.0, 6.0]]> : tensor<2x3xf64>
  %ea = stablehlo.constant dense<> : tensor<0x3x3xf32>
  %eb = stablehlo.constant dense<> : tensor<0x3x1xf32>
  %e = "stablehlo.triangular_solve"(%ea, %eb) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<0x3x3xf32>, tensor<0x3x1xf32>) -> tensor<0x3x1xf32>
  check.expect_almost_eq_const %e, dense<> : tensor<0x3x1xf32>
  func.return
}

// An odd length, and f32.
func.func @fft() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %r = stablehlo.fft %x, type = RFFT, length = [5] : (tensor<5xf32>) -> tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(15.0, 0.0), (-2.5, 3.440955), (-2.5, 0.812299)]> : tensor<3xcomplex<f32>>
  %i = stablehlo.fft %r, type = IRFFT, length = [5] : (tensor<3xcomplex<f32>>) -> tensor<5xf32>
  check.expect_almost_eq_const %i, dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %c = stablehlo.convert %x : (tensor<5xf32>) -> tensor<5xcomplex<f32>>
  %f = stablehlo.fft %c, type = FFT, length = [5] : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
  check.expect_almost_eq_const %f, dense<[(15.0, 0.0), (-2.5, 3.440955), (-2.5, 0.812299), (-2.5, -0.812299), (-2.5, -3.440955)]> : tensor<5xcomplex<f32>>
  %g = stablehlo.fft %f, type = IFFT, length = [5] : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
  check.expect_almost_eq_const %g, dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0), (5.0, 0.0)]> : tensor<5xcomplex<f32>>
  func.return
}
