// Cases for TOSA's canonicalization patterns (MLIR 22.1's: pads folded into convolutions and
// max_pool2d, max_pool2d over 1x1, concat of one input, select on logical_not, transposes merged or
// made reshapes, clamps of the whole range or of a clamp, slices of concat and pad, -1 slice sizes),
// which canonicalize and tosa-layerwise-constant-fold run.
// RUN: mlir-opt %s --split-input-file --canonicalize
// RUN: mlir-opt %s --split-input-file --tosa-layerwise-constant-fold

func.func @conv_pad(%arg0: tensor<1x4x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x4x5x3xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %p, %z : (tensor<1x4x5x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x6x7x2xf32>
  %1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x7x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x3xf32>
  return %1 : tensor<1x4x5x3xf32>
}

// -----

func.func @pool_pad(%arg0: tensor<1x4x5x2xf32>) -> tensor<1x4x5x2xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %p, %z : (tensor<1x4x5x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x6x7x2xf32>
  %1 = tosa.max_pool2d %0 {kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x7x2xf32>) -> tensor<1x4x5x2xf32>
  return %1 : tensor<1x4x5x2xf32>
}

// -----

func.func @pool_noop(%arg0: tensor<10x1x1x3xf32>) -> tensor<10x1x1x3xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<10x1x1x3xf32>) -> tensor<10x1x1x3xf32>
  return %0 : tensor<10x1x1x3xf32>
}

// -----

func.func @concat1(%arg0: tensor<2x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.concat %arg0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @select_not(%c: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %n = tosa.logical_not %c : (tensor<2xi1>) -> tensor<2xi1>
  %0 = tosa.select %n, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @tt(%a: tensor<2x3x4xf32>) -> tensor<3x4x2xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 0, 2, 1>} : (tensor<3x2x4xf32>) -> tensor<3x4x2xf32>
  return %1 : tensor<3x4x2xf32>
}

// -----

func.func @t_reshape(%a: tensor<1x3x1x4xf32>) -> tensor<3x1x1x4xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0, 2, 3>} : (tensor<1x3x1x4xf32>) -> tensor<3x1x1x4xf32>
  return %0 : tensor<3x1x1x4xf32>
}

// -----

func.func @clamps(%a: tensor<4xi8>, %f: tensor<4xf32>, %u: tensor<4xui8>) -> (tensor<4xi8>, tensor<4xf32>, tensor<4xi8>, tensor<4xf32>) {
  %0 = tosa.clamp %a {min_val = -128 : i8, max_val = 127 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = tosa.clamp %f {min_val = 0xFF800000 : f32, max_val = 0x7F800000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.clamp %a {min_val = -10 : i8, max_val = 100 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %3 = tosa.clamp %2 {min_val = 0 : i8, max_val = 120 : i8, nan_mode = #tosa<nan_mode<IGNORE>>} : (tensor<4xi8>) -> tensor<4xi8>
  %4 = tosa.clamp %f {min_val = -1.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = tosa.clamp %4 {min_val = 0.0 : f32, max_val = 8.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %3, %5 : tensor<4xi8>, tensor<4xf32>, tensor<4xi8>, tensor<4xf32>
}

// -----

func.func @casts(%a: tensor<4xi8>) -> tensor<4xi32> {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi16>
  %1 = tosa.cast %0 : (tensor<4xi16>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

func.func @concat_slice(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x2xf32> {
  %0 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  %s = tosa.const_shape {values = dense<[0, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %0, %s, %z : (tensor<2x7xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// -----

func.func @pad_slice(%a: tensor<4x5xf32>) -> tensor<3x4xf32> {
  %p = tosa.const_shape {values = dense<[2, 2, 1, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<4x5xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<8x9xf32>
  %s = tosa.const_shape {values = dense<[3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[3, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %0, %s, %z : (tensor<8x9xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// -----

func.func @slice_dyn(%a: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %s = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x5xf32>
  return %1 : tensor<2x5xf32>
}

// -----

func.func @dw_pad(%arg0: tensor<1x4x5x2xi8>, %w: tensor<3x3x2x1xi8>, %b: tensor<2xi32>) -> tensor<1x4x5x2xi32> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %arg0, %p, %z : (tensor<1x4x5x2xi8>, !tosa.shape<8>, tensor<1xi8>) -> tensor<1x6x7x2xi8>
  %1 = tosa.depthwise_conv2d %0, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x7x2xi8>, tensor<3x3x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5x2xi32>
  return %1 : tensor<1x4x5x2xi32>
}

// -----

func.func @transpose_noop(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @clamps(%a: tensor<4xui8>, %b: tensor<4xi1>, %q: tensor<4x!quant.uniform<i8:f32, 0.1:3>>, %d: tensor<?xi16>) -> (tensor<4xui8>, tensor<4xi1>, tensor<4x!quant.uniform<i8:f32, 0.1:3>>, tensor<?xi16>, tensor<4xui8>) {
  %0 = tosa.clamp %a {min_val = 0 : ui8, max_val = 255 : ui8} : (tensor<4xui8>) -> tensor<4xui8>
  %1 = tosa.clamp %b {min_val = false, max_val = true} : (tensor<4xi1>) -> tensor<4xi1>
  %2 = tosa.clamp %q {min_val = -5 : i8, max_val = 100 : i8} : (tensor<4x!quant.uniform<i8:f32, 0.1:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.1:3>>
  %3 = tosa.clamp %2 {min_val = 3 : i8, max_val = 120 : i8} : (tensor<4x!quant.uniform<i8:f32, 0.1:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.1:3>>
  %4 = tosa.clamp %d {min_val = -32768 : i16, max_val = 32767 : i16} : (tensor<?xi16>) -> tensor<?xi16>
  %5 = tosa.clamp %a {min_val = 10 : ui8, max_val = 200 : ui8} : (tensor<4xui8>) -> tensor<4xui8>
  %6 = tosa.clamp %5 {min_val = 100 : ui8, max_val = 250 : ui8, nan_mode = #tosa<nan_mode<IGNORE>>} : (tensor<4xui8>) -> tensor<4xui8>
  return %0, %1, %3, %4, %6 : tensor<4xui8>, tensor<4xi1>, tensor<4x!quant.uniform<i8:f32, 0.1:3>>, tensor<?xi16>, tensor<4xui8>
}

// -----

func.func @fclamps(%f: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf16>) {
  %0 = tosa.clamp %f {min_val = -2.0 : f16, max_val = 2.0 : f16, nan_mode = #tosa<nan_mode<IGNORE>>} : (tensor<4xf16>) -> tensor<4xf16>
  %1 = tosa.clamp %0 {min_val = -2.0 : f16, max_val = 1.0 : f16} : (tensor<4xf16>) -> tensor<4xf16>
  %2 = tosa.clamp %f {min_val = 0.0 : f16, max_val = 2.0 : f16} : (tensor<4xf16>) -> tensor<4xf16>
  %3 = tosa.clamp %2 {min_val = 2.0 : f16, max_val = 3.0 : f16} : (tensor<4xf16>) -> tensor<4xf16>
  return %1, %3 : tensor<4xf16>, tensor<4xf16>
}

// -----

func.func @pool_pad_int(%arg0: tensor<1x4x5x2xi8>, %arg1: tensor<1x4x5x2xi8>) -> (tensor<1x4x5x2xi8>, tensor<1x4x5x2xi8>) {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %arg0, %p, %z : (tensor<1x4x5x2xi8>, !tosa.shape<8>, tensor<1xi8>) -> tensor<1x6x7x2xi8>
  %1 = tosa.max_pool2d %0 {kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x7x2xi8>) -> tensor<1x4x5x2xi8>
  %p2 = tosa.const_shape {values = dense<[0, 0, 2, 0, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %2 = tosa.pad %arg1, %p2, %z : (tensor<1x4x5x2xi8>, !tosa.shape<8>, tensor<1xi8>) -> tensor<1x6x7x2xi8>
  %3 = tosa.max_pool2d %2 {kernel = array<i64: 2, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x7x2xi8>) -> tensor<1x5x5x2xi8>
  %s0 = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s1 = tosa.const_shape {values = dense<[1, 4, 5, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %4 = tosa.slice %3, %s0, %s1 : (tensor<1x5x5x2xi8>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x5x2xi8>
  return %1, %4 : tensor<1x4x5x2xi8>, tensor<1x4x5x2xi8>
}

// -----

func.func @conv_pad_nonzero(%arg0: tensor<1x4x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x4x5x3xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zz = "tosa.const"() <{values = dense<-0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %p, %z : (tensor<1x4x5x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x6x7x2xf32>
  %1 = tosa.conv2d %0, %w, %b, %zz, %zz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x7x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x3xf32>
  return %1 : tensor<1x4x5x3xf32>
}

// -----

func.func @conv_pad_negzero(%arg0: tensor<1x4x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x5x5x3xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 2, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %zz = "tosa.const"() <{values = dense<-0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %p, %zz : (tensor<1x4x5x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x7x7x2xf32>
  %1 = tosa.conv2d %0, %w, %b, %zz, %zz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, local_bound = true} : (tensor<1x7x7x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x5x3xf32>
  %2 = tosa.abs %0 : (tensor<1x7x7x2xf32>) -> tensor<1x7x7x2xf32>
  return %1 : tensor<1x5x5x3xf32>
}

// -----

func.func @t_dyn(%a: tensor<1x?x1x4xf32>, %b: tensor<2x3xf32>) -> (tensor<?x1x1x4xf32>, tensor<3x2xf32>) {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0, 2, 3>} : (tensor<1x?x1x4xf32>) -> tensor<?x1x1x4xf32>
  %1 = tosa.transpose %b {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0, %1 : tensor<?x1x1x4xf32>, tensor<3x2xf32>
}

// -----

func.func @pad_slice_dyn(%a: tensor<?x5xf32>) -> tensor<?x4xf32> {
  %p = tosa.const_shape {values = dense<[2, 2, 1, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<?x5xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x9xf32>
  %s = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %0, %s, %z : (tensor<?x9xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

// -----

func.func @conv_pad_nc(%arg0: tensor<1x4x5x2xf32>, %w: tensor<3x3x3x4xf32>, %b: tensor<3xf32>) -> tensor<1x2x3x3xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 0, 0, 0, 0, 1, 1]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %p, %z : (tensor<1x4x5x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x4x5x4xf32>
  %1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x4xf32>, tensor<3x3x3x4xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x3x3xf32>
  return %1 : tensor<1x2x3x3xf32>
}

// -----

func.func @conv_pad_int_zp(%arg0: tensor<1x4x5x2xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<3xi32>) -> (tensor<1x4x5x3xi32>, tensor<1x4x5x3xi32>) {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = "tosa.const"() <{values = dense<6> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %arg0, %p, %z : (tensor<1x4x5x2xi8>, !tosa.shape<8>, tensor<1xi8>) -> tensor<1x6x7x2xi8>
  %1 = tosa.conv2d %0, %w, %b, %z, %y {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x7x2xi8>, tensor<3x3x3x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5x3xi32>
  %2 = tosa.conv2d %0, %w, %b, %y, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x7x2xi8>, tensor<3x3x3x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x5x3xi32>
  return %1, %2 : tensor<1x4x5x3xi32>, tensor<1x4x5x3xi32>
}

// -----

func.func @pad_slice_two_uses(%a: tensor<4x5xf32>) -> (tensor<3x4xf32>, tensor<8x9xf32>) {
  %p = tosa.const_shape {values = dense<[2, 2, 1, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<4x5xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<8x9xf32>
  %s = tosa.const_shape {values = dense<[3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[3, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %0, %s, %z : (tensor<8x9xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<3x4xf32>
  return %1, %0 : tensor<3x4xf32>, tensor<8x9xf32>
}

// -----

func.func @pad_slice_inside(%a: tensor<4x5xf32>) -> tensor<2x3xf32> {
  %p = tosa.const_shape {values = dense<[2, 2, 1, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<4x5xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<8x9xf32>
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %0, %s, %z : (tensor<8x9xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

func.func @concat_slice_span(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>, %c: tensor<2x2xf32>) -> (tensor<2x3xf32>, tensor<2x2xf32>) {
  %0 = tosa.concat %a, %b, %c {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x2xf32>) -> tensor<2x9xf32>
  %s = tosa.const_shape {values = dense<[0, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %0, %s, %z : (tensor<2x9xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %s2 = tosa.const_shape {values = dense<[0, 7]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z2 = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.slice %0, %s2, %z2 : (tensor<2x9xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  return %1, %2 : tensor<2x3xf32>, tensor<2x2xf32>
}

// -----

func.func @transposes(%a: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4x2x3xf32>, tensor<4x3x2xf32>) {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = tosa.transpose %0 {perms = array<i32: 1, 2, 0>} : (tensor<4x2x3xf32>) -> tensor<2x3x4xf32>
  %2 = tosa.transpose %0 {perms = array<i32: 0, 2, 1>} : (tensor<4x2x3xf32>) -> tensor<4x3x2xf32>
  return %1, %0, %2 : tensor<2x3x4xf32>, tensor<4x2x3xf32>, tensor<4x3x2xf32>
}

// -----

func.func @pool_not_1x1(%arg0: tensor<1x2x1x3xf32>) -> tensor<1x2x1x3xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x3xf32>) -> tensor<1x2x1x3xf32>
  return %0 : tensor<1x2x1x3xf32>
}

// -----

func.func @pool_pad_bf16(%arg0: tensor<1x4x5x2xbf16>) -> tensor<1x4x5x2xbf16> {
  %p = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() <{values = dense<0xFF7F> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %0 = tosa.pad %arg0, %p, %z : (tensor<1x4x5x2xbf16>, !tosa.shape<8>, tensor<1xbf16>) -> tensor<1x6x7x2xbf16>
  %1 = tosa.max_pool2d %0 {kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, nan_mode = #tosa<nan_mode<IGNORE>>} : (tensor<1x6x7x2xbf16>) -> tensor<1x4x5x2xbf16>
  return %1 : tensor<1x4x5x2xbf16>
}

// -----

func.func @select_not_not(%c: tensor<2xi1>, %a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %n = tosa.logical_not %c : (tensor<2xi1>) -> tensor<2xi1>
  %m = tosa.logical_not %n : (tensor<2xi1>) -> tensor<2xi1>
  %0 = tosa.select %m, %a, %b : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
