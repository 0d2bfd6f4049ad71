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

// TOSA's canonicalization patterns (tosa-layerwise-constant-fold runs them): a zero pad folded into
// conv2d's padding, a min-value pad into max_pool2d's, two clamps made one, two transposes made one,
// a slice of a pad and of a concat, a select on a logical_not.
// INPUT: 1x3x4x2xf32=1 -2 3 0.5 -1 2 4 -3 0.25 6 -5 1 2 2 -1 -1 3 0 0 3 -2 5 1 -4
// INPUT: 2x2x2x2xf32=1 0.5 -1 2 0.25 1 -2 1 1 1 0.5 -0.5 2 -1 1 0
// INPUT: 2x3xi1=1 0 1 0 0 1
func.func @canonicalized(%a: tensor<1x3x4x2xf32>, %w: tensor<2x2x2x2xf32>, %c: tensor<2x3xi1>) -> (tensor<1x4x5x2xf32>, tensor<1x3x4x2xf32>, tensor<1x3x4x2xf32>, tensor<4x1x2x3xf32>, tensor<1x3x2x2xf32>, tensor<2x3xi1>) {
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %low = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1xf32>}> : () -> tensor<1xf32>
  %b = "tosa.const"() <{values = dense<[0.5, -1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %padded = tosa.pad %a, %p, %zero : (tensor<1x3x4x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x5x6x2xf32>
  %conv = tosa.conv2d %padded, %w, %b, %zero, %zero {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x6x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x2xf32>
  %lowpad = tosa.pad %a, %p, %low : (tensor<1x3x4x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x5x6x2xf32>
  %pool = tosa.max_pool2d %lowpad {kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x6x2xf32>) -> tensor<1x3x4x2xf32>
  %c1 = tosa.clamp %a {min_val = -2.0 : f32, max_val = 4.0 : f32} : (tensor<1x3x4x2xf32>) -> tensor<1x3x4x2xf32>
  %c2 = tosa.clamp %c1 {min_val = -1.0 : f32, max_val = 5.0 : f32} : (tensor<1x3x4x2xf32>) -> tensor<1x3x4x2xf32>
  %t1 = tosa.transpose %a {perms = array<i32: 3, 0, 2, 1>} : (tensor<1x3x4x2xf32>) -> tensor<2x1x4x3xf32>
  %t2 = tosa.transpose %t1 {perms = array<i32: 2, 1, 0, 3>} : (tensor<2x1x4x3xf32>) -> tensor<4x1x2x3xf32>
  %p2 = tosa.const_shape {values = dense<[0, 0, 0, 0, 2, 2, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %wide = tosa.pad %a, %p2, %zero : (tensor<1x3x4x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x3x8x2xf32>
  %cat = tosa.concat %a, %a {axis = 2 : i32} : (tensor<1x3x4x2xf32>, tensor<1x3x4x2xf32>) -> tensor<1x3x8x2xf32>
  %st = tosa.const_shape {values = dense<[0, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %sz = tosa.const_shape {values = dense<[1, 3, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s1 = tosa.slice %wide, %st, %sz : (tensor<1x3x8x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x2x2xf32>
  %st2 = tosa.const_shape {values = dense<[0, 0, 5, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s2 = tosa.slice %cat, %st2, %sz : (tensor<1x3x8x2xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x2x2xf32>
  %s = tosa.add %s1, %s2 : (tensor<1x3x2x2xf32>, tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %n = tosa.logical_not %c : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %t = "tosa.const"() <{values = dense<true> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %f = "tosa.const"() <{values = dense<false> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %sel = tosa.select %n, %t, %f : (tensor<2x3xi1>, tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  return %conv, %pool, %c2, %t2, %s, %sel : tensor<1x4x5x2xf32>, tensor<1x3x4x2xf32>, tensor<1x3x4x2xf32>, tensor<4x1x2x3xf32>, tensor<1x3x2x2xf32>, tensor<2x3xi1>
}
