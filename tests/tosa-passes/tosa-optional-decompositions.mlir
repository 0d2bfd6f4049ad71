// Cases for tosa-optional-decompositions: depthwise_conv2d with a 1x1 kernel (a mul), transpose_conv2d
// with stride 1 (a conv2d of the reversed kernel) and strided (the stride moved into the channels),
// with out_pad, zero points and a dynamic batch, and a conv2d that MLIR 22.1 leaves alone.
// RUN: mlir-opt %s --split-input-file --tosa-optional-decompositions

func.func @conv1x1(%arg0: tensor<4x10x10x2xf32>, %arg1: tensor<3x1x1x2xf32>, %arg2: tensor<3xf32>) -> tensor<4x10x10x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<4x10x10x2xf32>, tensor<3x1x1x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x10x10x3xf32>
  return %0 : tensor<4x10x10x3xf32>
}

// -----

func.func @depthwise1x1(%arg0: tensor<4x10x10x2xf32>, %arg1: tensor<1x1x2x3xf32>, %arg2: tensor<6xf32>) -> tensor<4x10x10x6xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1> } : (tensor<4x10x10x2xf32>, tensor<1x1x2x3xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x10x10x6xf32>
  return %0 : tensor<4x10x10x6xf32>
}

// -----

func.func @transpose_conv2d(%arg0: tensor<2x16x14x3xf32>, %arg1: tensor<5x3x6x3xf32>, %arg2: tensor<5xf32>) -> tensor<2x18x19x5xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x16x14x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x18x19x5xf32>
  return %0 : tensor<2x18x19x5xf32>
}

// -----

func.func @transpose_conv2d_strided(%arg0: tensor<2x17x15x3xf32>, %arg1: tensor<5x3x5x3xf32>, %arg2: tensor<5xf32>) -> tensor<2x35x47x5xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 3>} : (tensor<2x17x15x3xf32>, tensor<5x3x5x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x35x47x5xf32>
  return %0 : tensor<2x35x47x5xf32>
}

// -----

func.func @tc_pad(%arg0: tensor<1x4x5x2xf32>, %arg1: tensor<3x3x3x2xf32>, %arg2: tensor<3xf32>) -> tensor<1x10x17x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: 1, 0, 2, 0>, stride = array<i64: 2, 3>} : (tensor<1x4x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x17x3xf32>
  return %0 : tensor<1x10x17x3xf32>
}
// -----
func.func @tc_negpad(%arg0: tensor<1x4x5x2xf32>, %arg1: tensor<3x3x3x2xf32>, %arg2: tensor<3xf32>) -> tensor<1x8x14x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: -1, 0, -1, 0>, stride = array<i64: 2, 3>} : (tensor<1x4x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x14x3xf32>
  return %0 : tensor<1x8x14x3xf32>
}
// -----
func.func @tc_i8(%arg0: tensor<1x4x5x2xi8>, %arg1: tensor<3x3x3x2xi8>, %arg2: tensor<3xi32>) -> tensor<1x9x15x3xi32> {
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %izp, %wzp {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 3>} : (tensor<1x4x5x2xi8>, tensor<3x3x3x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x9x15x3xi32>
  return %0 : tensor<1x9x15x3xi32>
}
// -----
func.func @tc_dynbatch(%arg0: tensor<?x4x5x2xf32>, %arg1: tensor<3x3x3x2xf32>, %arg2: tensor<3xf32>) -> tensor<?x6x7x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x4x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x6x7x3xf32>
  return %0 : tensor<?x6x7x3xf32>
}
// -----
func.func @dw_i8(%arg0: tensor<4x10x10x2xi8>, %arg1: tensor<1x1x2x3xi8>, %arg2: tensor<6xi32>) -> tensor<4x12x14x6xi32> {
  %izp = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %arg0, %arg1, %arg2, %izp, %wzp {acc_type = i32, pad = array<i64: 1, 1, 2, 2>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1> } : (tensor<4x10x10x2xi8>, tensor<1x1x2x3xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x12x14x6xi32>
  return %0 : tensor<4x12x14x6xi32>
}
