// StableHLO's dynamic ops whose result type is static run as their static ops, their size
// operands (constants) made attributes; `map`; tuples taken apart where they are built;
// `select_and_scatter`.

// RUN: sigil check %s | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: [  PASSED  ] {{[0-9]+}} tests.

func.func @dynamic_ops() {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xui32>
  %iota = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xui32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const %iota, dense<[[0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]> : tensor<2x3xf32>
  %flat = stablehlo.constant dense<[6]> : tensor<1xi32>
  %r = stablehlo.dynamic_reshape %iota, %flat : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  check.expect_almost_eq_const %r, dense<[0.0, 1.0, 2.0, 0.0, 1.0, 2.0]> : tensor<6xf32>
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi8>
  %out = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %b = "stablehlo.dynamic_broadcast_in_dim"(%x, %out) {broadcast_dimensions = array<i64: 0>} : (tensor<2xi8>, tensor<2xi64>) -> tensor<2x3xi8>
  check.expect_eq_const %b, dense<[[1, 1, 1], [2, 2, 2]]> : tensor<2x3xi8>
  %pv = stablehlo.constant dense<9> : tensor<i8>
  %lo = stablehlo.constant dense<[1]> : tensor<1xi32>
  %hi = stablehlo.constant dense<[-1]> : tensor<1xi32>
  %in = stablehlo.constant dense<[1]> : tensor<1xi32>
  %p = stablehlo.dynamic_pad %x, %pv, %lo, %hi, %in : (tensor<2xi8>, tensor<i8>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi8>
  check.expect_eq_const %p, dense<[9, 1, 9]> : tensor<3xi8>
  func.return
}

func.func @map_and_tuples() {
  %a = stablehlo.constant dense<[[1.0, -2.0], [0.5, 4.0]]> : tensor<2x2xf64>
  %b = stablehlo.constant dense<[[3.0, 3.0], [2.0, 0.0]]> : tensor<2x2xf64>
  %m = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<f64>, %y: tensor<f64>):
      %p = stablehlo.multiply %x, %y : tensor<f64>
      %s = stablehlo.subtract %p, %y : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %m, dense<[[0.0, -9.0], [-1.0, 0.0]]> : tensor<2x2xf64>
  %t = stablehlo.tuple %m, %a : tuple<tensor<2x2xf64>, tensor<2x2xf64>>
  %u = stablehlo.tuple %t : tuple<tuple<tensor<2x2xf64>, tensor<2x2xf64>>>
  %t2 = stablehlo.get_tuple_element %u[0] : (tuple<tuple<tensor<2x2xf64>, tensor<2x2xf64>>>) -> tuple<tensor<2x2xf64>, tensor<2x2xf64>>
  %e = stablehlo.get_tuple_element %t2[1] : (tuple<tensor<2x2xf64>, tensor<2x2xf64>>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %e, dense<[[1.0, -2.0], [0.5, 4.0]]> : tensor<2x2xf64>
  func.return
}

// select_and_scatter, as JAX writes a max-pool's gradient: the first of equal maxima is
// selected; padding is never selected; the init value fills the rest.
func.func @select_and_scatter() {
  %x = stablehlo.constant dense<[[1.0, 5.0, 2.0, 2.0], [3.0, 4.0, 2.0, 1.0], [0.0, 0.0, 7.0, 7.0], [0.0, 9.0, 7.0, 1.0]]> : tensor<4x4xf32>
  %src = stablehlo.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %src, %zero) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  check.expect_almost_eq_const %r, dense<[[0.0, 10.0, 20.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 40.0, 0.0], [0.0, 30.0, 0.0, 0.0]]> : tensor<4x4xf32>
  %y = stablehlo.constant dense<[1, 3, 2]> : tensor<3xui8>
  %s2 = stablehlo.constant dense<[1, 2, 4]> : tensor<3xui8>
  %init = stablehlo.constant dense<100> : tensor<ui8>
  %r2 = "stablehlo.select_and_scatter"(%y, %s2, %init) ({
    ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
      %c = stablehlo.compare GE, %a, %b : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
      %s = stablehlo.add %a, %b : tensor<ui8>
      stablehlo.return %s : tensor<ui8>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 1>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<3xui8>, tensor<3xui8>, tensor<ui8>) -> tensor<3xui8>
  check.expect_eq_const %r2, dense<[100, 107, 100]> : tensor<3xui8>
  func.return
}
