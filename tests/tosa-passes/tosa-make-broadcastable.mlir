// Cases for tosa-make-broadcastable: MLIR 22.1 verifies equal operand ranks, so the pass amounts to
// the greedy driver's folding of TOSA ops (identities and constant folds of splats, reshapes and
// transposes of constants, nested reshapes and concats), dead-op erasure and constant uniquing.
// RUN: mlir-opt %s --split-input-file --tosa-make-broadcastable

func.func @arith_folds(%a: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %zi = "tosa.const"() <{values = dense<0> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %onei = "tosa.const"() <{values = dense<1> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %z, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.sub %a, %z : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.mul %a, %one, %s0 : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %3 = tosa.mul %z, %a, %s0 : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %4 = tosa.intdiv %i, %onei : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %5 = tosa.intdiv %zi, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %6 = tosa.mul %i, %onei, %s0 : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}

// -----

func.func @const_folds() -> (tensor<2xf32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xf32>, tensor<2xi8>, tensor<2xf16>, tensor<2xi32>) {
  %a = "tosa.const"() <{values = dense<1.5> : tensor<2xf32>}> : () -> tensor<2xf32>
  %b = "tosa.const"() <{values = dense<2.25> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c = "tosa.const"() <{values = dense<7> : tensor<2xi32>}> : () -> tensor<2xi32>
  %d = "tosa.const"() <{values = dense<-3> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.sub %c, %d : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %2 = tosa.greater %c, %d : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %3 = tosa.greater_equal %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %4 = tosa.equal %c, %c : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %5 = tosa.mul %c, %d, %s2 : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  %6 = tosa.mul %a, %b, %s0 : (tensor<2xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
  %7 = tosa.cast %d : (tensor<2xi32>) -> tensor<2xi8>
  %8 = tosa.cast %b : (tensor<2xf32>) -> tensor<2xf16>
  %9 = tosa.intdiv %c, %d : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2xf32>, tensor<2xi32>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi32>, tensor<2xf32>, tensor<2xi8>, tensor<2xf16>, tensor<2xi32>
}

// -----

func.func @casts() -> (tensor<2xi32>, tensor<2xf32>, tensor<2xi1>, tensor<2xi32>) {
  %a = "tosa.const"() <{values = dense<2.5> : tensor<2xf32>}> : () -> tensor<2xf32>
  %b = "tosa.const"() <{values = dense<-5> : tensor<2xi8>}> : () -> tensor<2xi8>
  %0 = tosa.cast %a : (tensor<2xf32>) -> tensor<2xi32>
  %1 = tosa.cast %b : (tensor<2xi8>) -> tensor<2xf32>
  %2 = tosa.cast %b : (tensor<2xi8>) -> tensor<2xi1>
  %3 = tosa.cast %b : (tensor<2xi8>) -> tensor<2xi32>
  return %0, %1, %2, %3 : tensor<2xi32>, tensor<2xf32>, tensor<2xi1>, tensor<2xi32>
}

// -----

func.func @data_folds(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>, %c: tensor<2x3xi1>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>) {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  %1 = tosa.transpose %a {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %k = "tosa.const"() <{values = dense<4.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %2 = tosa.transpose %k {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %3 = tosa.reduce_sum %b {axis = 1 : i32} : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %4 = tosa.reverse %b {axis = 1 : i32} : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %m = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %5 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  %p = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pc = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %6 = tosa.pad %a, %p, %pc : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3xf32>
  %st = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %7 = tosa.slice %a, %st, %s : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %8 = tosa.select %c, %a, %a : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %s6 = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r1 = tosa.reshape %a, %s6 : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  %s23 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r2 = tosa.reshape %r1, %s23 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %r3 = tosa.reshape %r2, %s6 : (tensor<3x2xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %0, %1, %2, %3, %4, %5, %6, %8, %r3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>
}

// -----

func.func @more(%a: tensor<2x3xf32>, %p: tensor<2x3xi1>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<6x3xf32>, tensor<2xi32>, tensor<2x3xf32>, tensor<3x2xf32>) {
  %0 = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.abs %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tosa.negate %a, %zp, %zp : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %3 = tosa.negate %2, %zp, %zp : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %4 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %5 = tosa.concat %4, %a {axis = 0 : i32} : (tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<6x3xf32>
  %x = "tosa.const"() <{values = dense<[[1.0], [2.0]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
  %6 = tosa.argmax %x {axis = 1 : i32} : (tensor<2x1xf32>) -> tensor<2xi32>
  %t = "tosa.const"() <{values = dense<true> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %b = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = tosa.select %t, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %d = "tosa.const"() <{values = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %8 = tosa.reshape %d, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return %1, %3, %5, %6, %7, %8 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<6x3xf32>, tensor<2xi32>, tensor<2x3xf32>, tensor<3x2xf32>
}

// -----

func.func @f(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %zi = "tosa.const"() <{values = dense<0> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %0 = tosa.add %arg0, %z : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.add %arg1, %zi : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %2 = tosa.abs %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.abs %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.identity %3 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %4 : tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>
}
