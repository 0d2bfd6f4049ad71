// Cases for tosa-infer-shapes (MLIR's own tosa-infer-shapes.mlir is stored only in versions
// before MLIR 22): results typed unranked or dynamic, refined from the operands of every kind of op,
// through cond_if/while_loop regions, with tensor.cast for uses that cannot be refined.
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect --tosa-infer-shapes

func.func @test_return(%arg0 : tensor<4xf32>) -> tensor<*xf32> {
  %0 = tosa.log %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @test_multiple(%arg0 : tensor<4xf32>, %arg1 : tensor<1xf32>, %arg2 : tensor<f32>) -> tensor<*xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.log %0 : (tensor<*xf32>) -> tensor<*xf32>
  %2 = tosa.sub %0, %1 : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @test_unary_f32(%arg0 : tensor<4xf32>) -> () {
  %0 = tosa.abs %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %1 = tosa.ceil %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %2 = tosa.clamp %arg0 { min_val = 0.0 : f32, max_val = 10.0 : f32 } : (tensor<4xf32>) -> tensor<*xf32>
  %3 = tosa.exp %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %4 = tosa.floor %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %5 = tosa.log %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %6 = tosa.negate %arg0, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %7 = tosa.reciprocal %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %8 = tosa.reverse %arg0 { axis = 0 : i32 } : (tensor<4xf32>) -> tensor<?xf32>
  %9 = tosa.rsqrt %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %10 = tosa.tanh %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %11 = tosa.sigmoid %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %12 = tosa.cast %arg0 : (tensor<4xf32>) -> tensor<*xi32>
  %13 = tosa.erf %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %14 = tosa.sin %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %15 = tosa.cos %arg0 : (tensor<4xf32>) -> tensor<*xf32>
  %16 = tosa.identity %arg0 : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @test_binary(%arg0 : tensor<4xi32>, %arg1 : tensor<1xi32>, %b0: tensor<4xi1>, %b1: tensor<1xi1>) -> () {
  %0 = tosa.add %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %1 = tosa.bitwise_and %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %2 = tosa.bitwise_or %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %3 = tosa.bitwise_xor %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %4 = tosa.equal %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi1>
  %5 = tosa.greater %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi1>
  %6 = tosa.greater_equal %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi1>
  %7 = tosa.logical_left_shift %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %8 = tosa.logical_right_shift %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %9 = tosa.maximum %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %10 = tosa.minimum %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %11 = tosa.mul %arg0, %arg1, %s : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<*xi32>
  %12 = tosa.pow %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %13 = tosa.sub %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %14 = tosa.intdiv %arg0, %arg1 : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %15 = tosa.arithmetic_right_shift %arg0, %arg1 {round = false} : (tensor<4xi32>, tensor<1xi32>) -> tensor<*xi32>
  %16 = tosa.logical_and %b0, %b1 : (tensor<4xi1>, tensor<1xi1>) -> tensor<*xi1>
  %17 = tosa.logical_or %b0, %b1 : (tensor<4xi1>, tensor<1xi1>) -> tensor<*xi1>
  %18 = tosa.logical_xor %b0, %b1 : (tensor<4xi1>, tensor<1xi1>) -> tensor<*xi1>
  %19 = tosa.select %b0, %arg1, %arg0 : (tensor<4xi1>, tensor<1xi32>, tensor<4xi32>) -> tensor<*xi32>
  %20 = tosa.logical_not %b0 : (tensor<4xi1>) -> tensor<?xi1>
  %21 = tosa.clz %arg0 : (tensor<4xi32>) -> tensor<?xi32>
  %22 = tosa.bitwise_not %arg0 : (tensor<4xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @test_dynamic(%arg0 : tensor<2x?xi32>, %arg1: tensor<?x3xi32>) -> () {
  %0 = tosa.argmax %arg0 {axis = 0 : i32} : (tensor<2x?xi32>) -> tensor<?xi32>
  %1 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x?xi32>) -> tensor<?xi32>
  %2 = tosa.add %arg0, %arg1 : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<?x?xi32>
  %3 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<2x?xi32>) -> tensor<?x?xi32>
  %4 = tosa.reduce_max %arg1 {axis = 0 : i32} : (tensor<?x3xi32>) -> tensor<*xi32>
  %5 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<?x?xi32>
  %6 = tosa.concat %arg0, %arg0 {axis = 0 : i32} : (tensor<2x?xi32>, tensor<2x?xi32>) -> tensor<?x?xi32>
  return
}

// -----

func.func @test_matmul(%arg0 : tensor<2x3x4xf32>, %arg1 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %arg0, %arg1, %zp, %zp : (tensor<2x3x4xf32>, tensor<?x?x?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?xf32>
  %1 = tosa.matmul %arg1, %arg0, %zp, %zp : (tensor<?x?x?xf32>, tensor<2x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @test_data(%arg0 : tensor<2x3xf32>, %d: tensor<?x3xf32>) -> () {
  %p = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pc = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %p, %pc : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x?xf32>
  %1 = tosa.pad %d, %p, %pc : (tensor<?x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x?xf32>
  %st = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.slice %arg0, %st, %sz : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x?xf32>
  %3 = tosa.slice %d, %st, %sz : (tensor<?x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x?xf32>
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %4 = tosa.tile %arg0, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  %5 = tosa.tile %d, %m : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  %ns = tosa.const_shape {values = dense<[3, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %6 = tosa.reshape %arg0, %ns : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  %7 = tosa.reshape %d, %ns : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  %8 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %9 = tosa.transpose %d {perms = array<i32: 1, 0>} : (tensor<?x3xf32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @test_gather_scatter(%v : tensor<3x4x5xf32>, %i : tensor<3x6xi32>, %u: tensor<?x6x5xf32>, %vd: tensor<?x?x?xf32>) -> () {
  %0 = tosa.gather %v, %i : (tensor<3x4x5xf32>, tensor<3x6xi32>) -> tensor<?x?x?xf32>
  %1 = tosa.gather %vd, %i : (tensor<?x?x?xf32>, tensor<3x6xi32>) -> tensor<?x?x?xf32>
  %2 = tosa.scatter %vd, %i, %u : (tensor<?x?x?xf32>, tensor<3x6xi32>, tensor<?x6x5xf32>) -> tensor<?x?x?xf32>
  return
}

// -----

func.func @test_conv(%input: tensor<2x8x9x3xf32>, %weights: tensor<5x3x6x3xf32>, %bias: tensor<5xf32>, %dw: tensor<3x6x3x5xf32>, %bias15: tensor<15xf32>) -> () {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %1 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 2, 3, 4>, stride = array<i64: 2, 2>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %2 = tosa.depthwise_conv2d %input, %dw, %bias15, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x8x9x3xf32>, tensor<3x6x3x5xf32>, tensor<15xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %3 = tosa.transpose_conv2d %input, %weights, %bias, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %4 = tosa.max_pool2d %input {kernel = array<i64: 3, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 2>} : (tensor<2x8x9x3xf32>) -> tensor<?x?x?x?xf32>
  %5 = tosa.avg_pool2d %input, %zp, %zp {acc_type = f32, kernel = array<i64: 3, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 2>} : (tensor<2x8x9x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  return
}

// -----

func.func @test_conv3d(%input: tensor<2x8x9x10x3xf32>, %weights: tensor<5x3x6x4x3xf32>, %bias: tensor<5xf32>) -> () {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %input, %weights, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<2x8x9x10x3xf32>, tensor<5x3x6x4x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?x?xf32>
  return
}

// -----

func.func @test_fft(%r: tensor<1x4x8xf32>, %i: tensor<1x4x8xf32>) -> () {
  %0, %1 = tosa.fft2d %r, %i {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  %2, %3 = tosa.rfft2d %r : (tensor<1x4x8xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  return
}

// -----

func.func @test_table_rescale(%a: tensor<2x3xi8>, %t: tensor<256xi8>, %b: tensor<2x3xi32>) -> () {
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<?x?xi8>
  %mul = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sh = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tosa.rescale %b, %mul, %sh, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<*xi8>
  return
}

// -----

func.func @test_resize(%a: tensor<1x8x8x3xf32>) -> tensor<?x?x?x?xf32> {
  %scale = tosa.const_shape { values = dense<[4, 2, 4, 2]> : tensor<4xindex> } : () -> !tosa.shape<4>
  %offset = tosa.const_shape { values = dense<0> : tensor<2xindex> } : () -> !tosa.shape<2>
  %border = tosa.const_shape { values = dense<[-2, -2]> : tensor<2xindex> } : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %scale, %offset, %border { mode = BILINEAR } : (tensor<1x8x8x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @test_if(%c: tensor<i1>, %a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<*xf32> {
  %0 = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<4xf32>, tensor<?xf32>) -> tensor<*xf32> {
  ^bb0(%x: tensor<*xf32>, %y: tensor<?xf32>):
    %1 = tosa.log %x : (tensor<*xf32>) -> tensor<*xf32>
    tosa.yield %1 : tensor<*xf32>
  } else {
  ^bb0(%x: tensor<*xf32>, %y: tensor<?xf32>):
    %2 = tosa.abs %y : (tensor<?xf32>) -> tensor<*xf32>
    tosa.yield %2 : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}

// -----

func.func @test_while(%arg0 : tensor<i32>) -> tensor<*xi32> {
  %0 = tosa.add %arg0, %arg0 : (tensor<i32>, tensor<i32>) -> tensor<*xi32>
  %1 = tosa.while_loop (%a = %0) : (tensor<*xi32>) -> tensor<*xi32> {
    %2 = "tosa.const"() <{values = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %3 = tosa.greater_equal %2, %a : (tensor<i32>, tensor<*xi32>) -> tensor<*xi1>
    tosa.yield %3 : tensor<*xi1>
  } do {
  ^bb0(%a: tensor<*xi32>):
    %4 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = tosa.add %a, %4 : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    tosa.yield %5 : tensor<*xi32>
  }
  return %1 : tensor<*xi32>
}

// -----

func.func @test_uses(%a: tensor<4xf32>) -> (tensor<*xf32>, tensor<?xf32>) {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<*xf32>
  %1 = tosa.abs %a : (tensor<4xf32>) -> tensor<?xf32>
  %3 = tensor.cast %0 : tensor<*xf32> to tensor<?xf32>
  %4 = "test.foo"(%0, %0) : (tensor<*xf32>, tensor<*xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<*xf32>, tensor<?xf32>
}

// -----

func.func @while_grow(%arg0 : tensor<1xi32>) -> tensor<*xi32> {
  %1 = tosa.while_loop (%a = %arg0) : (tensor<1xi32>) -> tensor<*xi32> {
    %2 = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %3 = tosa.greater_equal %2, %2 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %4 = tosa.reduce_any %3 {axis = 0 : i32} : (tensor<1xi1>) -> tensor<1xi1>
    %s = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
    %5 = tosa.reshape %4, %s : (tensor<1xi1>, !tosa.shape<0>) -> tensor<i1>
    tosa.yield %5 : tensor<i1>
  } do {
  ^bb0(%a: tensor<*xi32>):
    %6 = tosa.concat %a, %a {axis = 0 : i32} : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
    tosa.yield %6 : tensor<*xi32>
  }
  return %1 : tensor<*xi32>
}

// -----

func.func @unranked_inputs(%u : tensor<*xf32>, %v: tensor<*xi32>) -> () {
  %0 = tosa.abs %u : (tensor<*xf32>) -> tensor<*xf32>
  %1 = tosa.argmax %u {axis = 0 : i32} : (tensor<*xf32>) -> tensor<*xi32>
  %2 = tosa.reduce_sum %u {axis = 0 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  %3 = tosa.transpose %u {perms = array<i32: 1, 0>} : (tensor<*xf32>) -> tensor<*xf32>
  %s = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %4 = tosa.reshape %u, %s : (tensor<*xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  %5 = tosa.tile %u, %s : (tensor<*xf32>, !tosa.shape<2>) -> tensor<*xf32>
  %6 = tosa.concat %u, %u {axis = 0 : i32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %st = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %7 = tosa.slice %u, %st, %s : (tensor<*xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<*xf32>
  %p = tosa.const_shape {values = dense<[1, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pc = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %8 = tosa.pad %u, %p, %pc : (tensor<*xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<*xf32>
  %9 = tosa.cast %v : (tensor<*xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @transpose_same(%a : tensor<3x3x3xf32>, %b: tensor<?x?xf32>) -> () {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<3x3x3xf32>) -> tensor<*xf32>
  %1 = tosa.transpose %b {perms = array<i32: 1, 0>} : (tensor<?x?xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @slices(%a : tensor<4x?xf32>) -> () {
  %st = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[-1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %st, %sz : (tensor<4x?xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<*xf32>
  %sz2 = tosa.const_shape {values = dense<[5, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %a, %st, %sz2 : (tensor<4x?xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<*xf32>
  return
}

// -----

func.func @shape_from_arg(%a : tensor<4x6xf32>, %s: !tosa.shape<2>) -> tensor<*xf32> {
  %0 = tosa.reshape %a, %s : (tensor<4x6xf32>, !tosa.shape<2>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @calls(%a : tensor<4xf32>) -> tensor<*xf32> {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<*xf32>
  %1 = call @calls(%a) : (tensor<4xf32>) -> tensor<*xf32>
  %2 = tosa.add %0, %1 : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %3 = tosa.abs %2 : (tensor<*xf32>) -> tensor<*xf32>
  %4 = call @calls(%a) : (tensor<4xf32>) -> tensor<*xf32>
  "test.use"(%0, %3, %0) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
  return %0 : tensor<*xf32>
}

// -----

func.func @nested_if(%c: tensor<i1>, %a: tensor<4xf32>) -> tensor<*xf32> {
  %0 = tosa.cond_if %c (%x = %a) : tensor<i1> (tensor<4xf32>) -> tensor<*xf32> {
  ^bb0(%x: tensor<*xf32>):
    %1 = tosa.cond_if %c (%y = %x) : tensor<i1> (tensor<*xf32>) -> tensor<*xf32> {
    ^bb0(%y: tensor<*xf32>):
      %2 = tosa.exp %y : (tensor<*xf32>) -> tensor<*xf32>
      tosa.yield %2 : tensor<*xf32>
    } else {
    ^bb0(%y: tensor<*xf32>):
      tosa.yield %y : tensor<*xf32>
    }
    tosa.yield %1 : tensor<*xf32>
  } else {
  ^bb0(%x: tensor<*xf32>):
    %3 = tosa.concat %x, %x {axis = 0 : i32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    tosa.yield %3 : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}

// -----

// The block-scaled ops (MX formats).
func.func @m(%a: tensor<4x8x32xf8E4M3FN>, %as: tensor<4x8x1xf8E8M0FNU>, %b: tensor<4x16x32xf8E4M3FN>, %bs: tensor<4x16x1xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>, tensor<4x16x32xf8E4M3FN>, tensor<4x16x1xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @c(%a: tensor<4x32xf8E4M3FN>, %as: tensor<4x1xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.cast_from_block_scaled %a, %as {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @t(%a: tensor<4x32xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>) {
  %0:2 = tosa.cast_to_block_scaled %a {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>
}

// -----

func.func @m1(%a: tensor<?x?x32xf8E4M3FN>, %as: tensor<4x8x1xf8E8M0FNU>, %b: tensor<?x?x32xf8E4M3FN>, %bs: tensor<?x16x1xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>, tensor<?x?x32xf8E4M3FN>, tensor<?x16x1xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @m2(%a: tensor<*xf8E4M3FN>, %as: tensor<*xf8E8M0FNU>, %b: tensor<4x16x32xf8E4M3FN>, %bs: tensor<*xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>, tensor<4x16x32xf8E4M3FN>, tensor<*xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @m3(%a: tensor<?x8x32xf8E4M3FN>, %as: tensor<?x8x1xf8E8M0FNU>, %b: tensor<1x16x32xf8E4M3FN>, %bs: tensor<1x16x1xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x8x32xf8E4M3FN>, tensor<?x8x1xf8E8M0FNU>, tensor<1x16x32xf8E4M3FN>, tensor<1x16x1xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @m4(%a: tensor<?x8x32xf8E4M3FN>, %as: tensor<?x8x1xf8E8M0FNU>, %b: tensor<?x16x32xf8E4M3FN>, %bs: tensor<3x16x1xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x8x32xf8E4M3FN>, tensor<?x8x1xf8E8M0FNU>, tensor<?x16x32xf8E4M3FN>, tensor<3x16x1xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @c1(%a: tensor<?x?x32xf8E4M3FN>, %as: tensor<2x4x1xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.cast_from_block_scaled %a, %as {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<2x4x1xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @c2(%a: tensor<*xf8E4M3FN>, %as: tensor<2x4x1xf8E8M0FNU>) -> tensor<*xf32> {
  %0 = tosa.cast_from_block_scaled %a, %as {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf8E4M3FN>, tensor<2x4x1xf8E8M0FNU>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @t1(%a: tensor<?x64xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>) {
  %0:2 = tosa.cast_to_block_scaled %a {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x64xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>
}

// -----

func.func @t2(%a: tensor<2x?xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>) {
  %0:2 = tosa.cast_to_block_scaled %a {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<2x?xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>
}

// -----

func.func @t3(%a: tensor<*xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>) {
  %0:2 = tosa.cast_to_block_scaled %a {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>
}
