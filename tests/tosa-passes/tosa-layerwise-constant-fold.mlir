// Cases for tosa-layerwise-constant-fold: reciprocals, transposes and the six reductions of
// constants (with one use, or any number with aggressive-reduce-constant), next to the folds of
// the TOSA ops themselves.
// RUN: mlir-opt %s --split-input-file --tosa-layerwise-constant-fold
// RUN: mlir-opt %s --split-input-file --tosa-layerwise-constant-fold=aggressive-reduce-constant

func.func @reduce_sum() -> tensor<1x3xi32> {
  %0 = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %1 = tosa.reduce_sum %0 {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  return %1 : tensor<1x3xi32>
}

// -----

func.func @reduce_many(%a: tensor<2x3xi32>) -> (tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<1x3xi1>, tensor<1x3xi1>) {
  %0 = "tosa.const"() <{values = dense<[[1, -2, 3], [-4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %1 = tosa.reduce_max %0 {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %2 = tosa.reduce_min %0 {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %3 = tosa.reduce_product %0 {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %4 = tosa.reduce_sum %0 {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %b = "tosa.const"() <{values = dense<[[true, false, true], [true, true, false]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %5 = tosa.reduce_all %b {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  %6 = tosa.reduce_any %b {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  return %1, %2, %3, %4, %5, %6 : tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>, tensor<1x3xi1>, tensor<1x3xi1>
}

// -----

func.func @transposes() -> (tensor<3x2xf32>, tensor<3x2x1xi8>, tensor<2x2xf16>, tensor<3x2xi32>, tensor<3x2xi32>) {
  %0 = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %i = "tosa.const"() <{values = dense<[[[1], [2], [3]], [[4], [5], [6]]]> : tensor<2x3x1xi8>}> : () -> tensor<2x3x1xi8>
  %2 = tosa.transpose %i {perms = array<i32: 1, 0, 2>} : (tensor<2x3x1xi8>) -> tensor<3x2x1xi8>
  %h = "tosa.const"() <{values = dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
  %3 = tosa.transpose %h {perms = array<i32: 1, 0>} : (tensor<2x2xf16>) -> tensor<2x2xf16>
  %c = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %4 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %5 = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %1, %2, %3, %4, %5 : tensor<3x2xf32>, tensor<3x2x1xi8>, tensor<2x2xf16>, tensor<3x2xi32>, tensor<3x2xi32>
}

// -----

func.func @reciprocals(%a: tensor<2xf32>) -> (tensor<3xf16>, tensor<3xf16>, tensor<2xbf16>) {
  %0 = "tosa.const"() <{values = dense<[3.0, -0.0, 0x7E00]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %1 = tosa.reciprocal %0 : (tensor<3xf16>) -> tensor<3xf16>
  %2 = tosa.reciprocal %0 : (tensor<3xf16>) -> tensor<3xf16>
  %b = "tosa.const"() <{values = dense<[3.0, 7.0]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %3 = tosa.reciprocal %b : (tensor<2xbf16>) -> tensor<2xbf16>
  return %1, %2, %3 : tensor<3xf16>, tensor<3xf16>, tensor<2xbf16>
}
