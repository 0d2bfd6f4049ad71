// Functions whose constants the TOSA folding passes compute (crates/cli/tests/tosa_lowering.rs,
// constant_folds_keep_results): each runs on sigil's VM before and after tosa-make-broadcastable
// (the fold hooks) and tosa-layerwise-constant-fold=aggressive-reduce-constant, on the `// INPUT:`
// lines before it, and the results must be the same.

// INPUT: 2x3xf32=0.5 -1 2 3.25 -4 6
func.func @transposed_and_reduced(%a: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2x1xi32>, tensor<1x3xi1>) {
  %c = "tosa.const"() <{values = dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  %t = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %k = "tosa.const"() <{values = dense<[[1.5, -2.0, 3.0], [0.25, 5.0, -6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %kt = tosa.transpose %k {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %r = tosa.reciprocal %c : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %s0 = tosa.add %t, %kt : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %s = tosa.add %s0, %r : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %i = "tosa.const"() <{values = dense<[[7, -2, 3], [-4, 5, 9]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %m = tosa.reduce_max %i {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %p = tosa.reduce_product %i {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %q = tosa.sub %m, %p : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
  %b = "tosa.const"() <{values = dense<[[true, false, true], [true, true, false]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %any = tosa.reduce_any %b {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  return %s, %q, %any : tensor<3x2xf32>, tensor<2x1xi32>, tensor<1x3xi1>
}

// INPUT: 2x3xf32=0.5 -1 2 3.25 -4 6
// INPUT: 2x3xi32=1 -2 3 4 -5 6
func.func @splat_arithmetic(%a: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi8>) {
  %one = "tosa.const"() <{values = dense<1.5> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %two = "tosa.const"() <{values = dense<2.25> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %p = tosa.mul %one, %two, %s0 : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %q = tosa.sub %p, %one : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = tosa.add %a, %q : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c7 = "tosa.const"() <{values = dense<7> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %c3 = "tosa.const"() <{values = dense<-3> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %s2 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = tosa.mul %c7, %c3, %s2 : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  %d = tosa.sub %m, %c3 : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %e = tosa.add %i, %d : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %f = "tosa.const"() <{values = dense<-2.5> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %g = tosa.cast %f : (tensor<2x3xf32>) -> tensor<2x3xi8>
  return %r, %e, %g : tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi8>
}
