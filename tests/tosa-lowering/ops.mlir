// TOSA functions run by crates/cli/tests/tosa_lowering.rs through sigil's lowering (on load) and
// through mlir-opt-22's (ops.mlir-opt-22.mlir, written by scripts/gen-tosa-lowering.sh), both on
// sigil's VM: the results must be the same. Each function's inputs are the `// INPUT:` lines
// before it, in `sigil run --input` syntax.

// INPUT: 1x5x5x2xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75
// INPUT: 3x3x3x2xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5
// INPUT: 3xf32=1 2 3
func.func @conv(%arg0: tensor<1x5x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x3x3x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %arg0, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// INPUT: 1x4x4x2xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0
// INPUT: 3x3x2x2xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25
// INPUT: 4xf32=1 2 3 4
func.func @dw(%arg0: tensor<1x4x4x2xf32>, %w: tensor<3x3x2x2xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %arg0, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// INPUT: 1x4x4x2xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0
func.func @avg(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// INPUT: 8xi32=0 1 -1 1000000 -1000000 123456789 -987654321 2147483647
func.func @resc(%arg0: tensor<8xi32>) -> tensor<8xi8> {
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %izp, %ozp {rounding_mode = DOUBLE_ROUND, per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// INPUT: 8xi32=0 1 -1 1000000 -1000000 123456789 -987654321 2147483647
func.func @resc1(%arg0: tensor<8xi32>) -> tensor<8xi8> {
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %izp, %ozp {rounding_mode = SINGLE_ROUND, per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// INPUT: 8xf32=0.5 1.5 2.5 -0.5 -1.5 300 -300 127.49
func.func @cast(%arg0: tensor<8xf32>) -> tensor<8xi8> {
  %0 = tosa.cast %arg0 : (tensor<8xf32>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// INPUT: 8xi8=-128 -3 -2 0 4 5 6 127
func.func @clampi(%arg0: tensor<8xi8>) -> tensor<8xi8> {
  %0 = tosa.clamp %arg0 {min_val = -2 : i8, max_val = 5 : i8} : (tensor<8xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// INPUT: 2x1x3xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75
// INPUT: 1x4x1xf32=-2.0 -1.25 -0.5 0.25
func.func @bcast(%a: tensor<2x1x3xf32>, %b: tensor<1x4x1xf32>) -> tensor<2x4x3xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x1x3xf32>, tensor<1x4x1xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// INPUT: 1x2x3xi8=-100 -63 -26 11 48 85
// INPUT: 1x3x2xi8=-100 -63 -26 11 48 85
func.func @qmm(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
  %az = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bz = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

// INPUT: 3x4xf32=1 5 3 3 4 2 3 9 0 5 7 1
func.func @argm(%a: tensor<3x4xf32>) -> tensor<4xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// INPUT: 8xi32=0 1 -1 3 -3 123456789 -987654321 2147483647
func.func @resc_half(%arg0: tensor<8xi32>) -> tensor<8xi16> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %arg0, %m, %s, %izp, %ozp {rounding_mode = DOUBLE_ROUND, per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<8xi16>
  return %0 : tensor<8xi16>
}

// INPUT: 6xi32=1 -1 7 -7 100000 3
// INPUT: 6xi32=3 3 3 5 -40000 -1
func.func @mulsh(%a: tensor<6xi32>, %b: tensor<6xi32>) -> tensor<6xi32> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<6xi32>, tensor<6xi32>, tensor<1xi8>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// INPUT: 2x3xi32=100 -100 5 2147483647 -120 0
// INPUT: 1x3xi32=100 -100 -7
func.func @addi(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %0 = tosa.add %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// INPUT: 6xi8=-128 -1 0 1 127 7
func.func @neg(%a: tensor<6xi8>) -> tensor<6xi8> {
  %izp = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %izp, %ozp : (tensor<6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

// INPUT: 6xi32=7 -7 8 -9 1 100
// INPUT: 6xi32=1 1 2 2 0 3
func.func @ars(%a: tensor<6xi32>, %b: tensor<6xi32>) -> tensor<6xi32> {
  %0 = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// INPUT: 2x3xi32=1 2 3 -4 5 -6
func.func @sumi(%a: tensor<2x3xi32>) -> tensor<2x1xi32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// INPUT: 2x3x4xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75
func.func @tr(%a: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// INPUT: 2x3xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75
// INPUT: 2x2xf32=9 8 7 6
func.func @cat(%a: tensor<2x3xf32>, %b: tensor<2x2xf32>) -> tensor<2x5xf32> {
  %0 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// INPUT: 4x5xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5
func.func @sl(%a: tensor<4x5xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// INPUT: 2x3x4xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75 1.5 -2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75
func.func @rs(%a: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %s = tosa.const_shape {values = dense<[4, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// INPUT: 6xi8=-128 -1 0 1 100 127
func.func @tbl(%a: tensor<6xi8>) -> tensor<6xi8> {
  %t = "tosa.const"() <{values = dense<[-128, -121, -114, -107, -100, -93, -86, -79, -72, -65, -58, -51, -44, -37, -30, -23, -16, -9, -2, 5, 12, 19, 26, 33, 40, 47, 54, 61, 68, 75, 82, 89, 96, 103, 110, 117, 124, -125, -118, -111, -104, -97, -90, -83, -76, -69, -62, -55, -48, -41, -34, -27, -20, -13, -6, 1, 8, 15, 22, 29, 36, 43, 50, 57, 64, 71, 78, 85, 92, 99, 106, 113, 120, 127, -122, -115, -108, -101, -94, -87, -80, -73, -66, -59, -52, -45, -38, -31, -24, -17, -10, -3, 4, 11, 18, 25, 32, 39, 46, 53, 60, 67, 74, 81, 88, 95, 102, 109, 116, 123, -126, -119, -112, -105, -98, -91, -84, -77, -70, -63, -56, -49, -42, -35, -28, -21, -14, -7, 0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 98, 105, 112, 119, 126, -123, -116, -109, -102, -95, -88, -81, -74, -67, -60, -53, -46, -39, -32, -25, -18, -11, -4, 3, 10, 17, 24, 31, 38, 45, 52, 59, 66, 73, 80, 87, 94, 101, 108, 115, 122, -127, -120, -113, -106, -99, -92, -85, -78, -71, -64, -57, -50, -43, -36, -29, -22, -15, -8, -1, 6, 13, 20, 27, 34, 41, 48, 55, 62, 69, 76, 83, 90, 97, 104, 111, 118, 125, -124, -117, -110, -103, -96, -89, -82, -75, -68, -61, -54, -47, -40, -33, -26, -19, -12, -5, 2, 9, 16, 23, 30, 37, 44, 51, 58, 65, 72, 79, 86, 93, 100, 107, 114, 121]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %0 = tosa.table %a, %t : (tensor<6xi8>, tensor<256xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

// INPUT: 1x4x4x1xf32=-2.0 -1.25 -0.5 0.25 1.0 1.75 -1.75 -1.0 -0.25 0.5 1.25 2.0 -1.5 -0.75 0.0 0.75
func.func @mp(%a: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 0, 1, 0>} : (tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// INPUT: 6xf32=-3 -1 -0.25 0.25 1 3
func.func @sig(%a: tensor<6xf32>) -> tensor<6xf32> {
  %0 = tosa.sigmoid %a : (tensor<6xf32>) -> tensor<6xf32>
  %1 = tosa.tanh %0 : (tensor<6xf32>) -> tensor<6xf32>
  %2 = tosa.reciprocal %1 : (tensor<6xf32>) -> tensor<6xf32>
  return %2 : tensor<6xf32>
}

// INPUT: i32=2
func.func @ctrl(%a: tensor<i32>) -> tensor<i32> {
  %1 = tosa.while_loop (%arg0 = %a) : (tensor<i32>) -> tensor<i32> {
    %2 = "tosa.const"() <{values = dense<30> : tensor<i32>}> : () -> tensor<i32>
    %3 = tosa.greater_equal %2, %arg0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %3 : tensor<i1>
  } do {
  ^bb0(%arg0: tensor<i32>):
    %2 = "tosa.const"() <{values = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %3 = tosa.add %arg0, %2 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %3 : tensor<i32>
  }
  return %1 : tensor<i32>
}

// INPUT: 1x4x4x2xi8=-20 17 -4 13 8 -13 3 -9 -17 20 1 -16 -10 14 5 -3 -19 -7 12 0 -11 19 15 -6 -2 9 -15 2 18 -12 10 -5
// INPUT: 3x3x3x2xi8=-15 14 -2 -3 12 -5 -6 10 -8 -9 8 -11 -12 6 -14 -15 4 15 13 2 12 10 0 9 7 -2 6 4 -4 3 1 -6 0 -2 -8 -3 -5 -10 -6 -8 -12 -9 -11 -14 -12 -14 -15 -13 -13 -13 -15 -12 -15 -14
// INPUT: 3xi32=100 -250 7
func.func @qnet(%x: tensor<1x4x4x2xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<3xi32>) -> tensor<1x4x4x3xi8> {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %acc = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x3x3x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  %m = "tosa.const"() <{values = dense<[1518500250, 1073741824, 2000000000]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<[38, 36, 40]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %z32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %acc, %m, %s, %z32, %ozp {rounding_mode = DOUBLE_ROUND, per_channel = true, scale32 = true, input_unsigned = false, output_unsigned = false} : (tensor<1x4x4x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x3xi8>
  %r = tosa.clamp %q {min_val = -100 : i8, max_val = 100 : i8} : (tensor<1x4x4x3xi8>) -> tensor<1x4x4x3xi8>
  return %r : tensor<1x4x4x3xi8>
}

// INPUT: 1x5x5x2xf32=-2 1.25 -0.5 2 -1.75 0.75 -1 1.5 -0.25 1.75 -1.5 0.5 -0.75 2 0.25 -2 1 -1.25 1.5 0 -1.5 1.75 -0.5 0.25 -1 1.25 -1.75 0.75 -0.25 2 -2 1 -1.25 0.5 -0.75 1.5 0 -1.5 1.75 -1 0.25 -0.5 1.25 -2 0.75 -1.75 1 -0.25 1.5 -1.25
func.func @avgpad(%arg0: tensor<1x5x5x2xf32>) -> tensor<1x3x3x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %zp, %zp {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x5x5x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// INPUT: 2x3xf32=1 -2 0.5 0.25 3 -1
// INPUT: 1x3xf32=0.5 1 -0.25
func.func @dyn(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  %1 = tosa.exp %0 : (tensor<?x3xf32>) -> tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}

// INPUT: 1x3x3x2xf32=1 -2 0.5 0.25 3 -1 2 4 -0.5 1.5 -3 0 0.75 2.5 -1.25 1 3.5 -2
func.func @rsz_bilinear(%a: tensor<1x3x3x2xf32>) -> tensor<1x5x5x2xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x3x3x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x2xf32>
  return %0 : tensor<1x5x5x2xf32>
}

// INPUT: 1x3x3x2xf32=1 -2 0.5 0.25 3 -1 2 4 -0.5 1.5 -3 0 0.75 2.5 -1.25 1 3.5 -2
func.func @rsz_nearest(%a: tensor<1x3x3x2xf32>) -> tensor<1x6x6x2xf32> {
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x3x3x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x6x6x2xf32>
  return %0 : tensor<1x6x6x2xf32>
}
