// Cases for tosa-attach-target and tosa-validate: the profile, extension and version rules of
// MLIR 22.1's compliance tables and the messages of each check, under several target environments.
// RUN: mlir-opt %s -split-input-file -tosa-validate
// RUN: mlir-opt %s -split-input-file -tosa-validate=strict-op-spec-alignment
// RUN: mlir-opt %s -split-input-file -tosa-attach-target="profiles=pro_int" -tosa-validate=strict-op-spec-alignment
// RUN: mlir-opt %s -split-input-file -tosa-attach-target="profiles=pro_fp extensions=bf16,int16" -tosa-validate=strict-op-spec-alignment
// RUN: mlir-opt %s -split-input-file -tosa-attach-target="profiles=pro_int extensions=int64,fp8e4m3 specification_version=1.1.draft" -tosa-validate="strict-op-spec-alignment allow-invalid-op-datatype-combinations"
// RUN: mlir-opt %s -split-input-file -tosa-attach-target="extensions=int16,fp8e4m3,bf16,int64" -tosa-validate
// RUN: mlir-opt %s -split-input-file -tosa-attach-target="profiles=pro_int,pro_fp extensions=variable,controlflow level=none" -tosa-validate=strict-op-spec-alignment
// RUN: mlir-opt %s -split-input-file -tosa-attach-target="specification_version=1.1.draft" -tosa-validate
// RUN: mlir-opt %s -split-input-file -tosa-attach-target="profiles=pro_int extensions=variable" -tosa-validate

func.func @a(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
  %0 = tosa.add %arg0, %arg1 : (tensor<13x21x3xi8>, tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
  return %0 : tensor<13x21x3xi8>
}

// -----

func.func @b(%arg0: tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16> {
  %0 = tosa.abs %arg0 : (tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16>
  return %0 : tensor<13x21x3xbf16>
}

// -----

func.func @c(%arg0: tensor<13x21x3xi64>) -> tensor<13x21x3xi64> {
  %0 = tosa.abs %arg0 : (tensor<13x21x3xi64>) -> tensor<13x21x3xi64>
  return %0 : tensor<13x21x3xi64>
}

// -----

func.func @d(%arg0: tensor<13x21x3xf64>) -> tensor<13x21x3xf64> {
  %0 = tosa.abs %arg0 : (tensor<13x21x3xf64>) -> tensor<13x21x3xf64>
  return %0 : tensor<13x21x3xf64>
}

// -----

func.func @e(%arg0: tensor<13x21x3xi16>) -> tensor<13x21x3xi16> {
  %0 = tosa.abs %arg0 : (tensor<13x21x3xi16>) -> tensor<13x21x3xi16>
  return %0 : tensor<13x21x3xi16>
}

// -----

func.func @f(%arg0: tensor<13x21x3xf8E4M3FN>) -> tensor<13x21x3xf8E4M3FN> {
  %0 = tosa.abs %arg0 : (tensor<13x21x3xf8E4M3FN>) -> tensor<13x21x3xf8E4M3FN>
  return %0 : tensor<13x21x3xf8E4M3FN>
}

// -----

func.func @g(%arg0: tensor<13x21x3xf4E2M1FN>) -> tensor<13x21x3xf4E2M1FN> {
  %0 = tosa.abs %arg0 : (tensor<13x21x3xf4E2M1FN>) -> tensor<13x21x3xf4E2M1FN>
  return %0 : tensor<13x21x3xf4E2M1FN>
}

// -----

func.func @h(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi32> {
  %0 = tosa.cast %arg0 : (tensor<13x21x3xi8>) -> tensor<13x21x3xi32>
  return %0 : tensor<13x21x3xi32>
}

// -----

func.func @i(%arg0: tensor<13x21x3xbf16>) -> tensor<13x21x3xf8E4M3FN> {
  %0 = tosa.cast %arg0 : (tensor<13x21x3xbf16>) -> tensor<13x21x3xf8E4M3FN>
  return %0 : tensor<13x21x3xf8E4M3FN>
}

// -----

func.func @j(%arg0: tensor<13x21x3xi8>) -> tensor<13x21xi64> {
  %0 = tosa.argmax %arg0 {axis = 2 : i32} : (tensor<13x21x3xi8>) -> tensor<13x21xi64>
  return %0 : tensor<13x21xi64>
}

// -----

func.func @a(%arg0: tensor<13x21x3xi16>) -> tensor<13x21xi32> {
  %0 = tosa.argmax %arg0 {axis = 2 : i32} : (tensor<13x21x3xi16>) -> tensor<13x21xi32>
  return %0 : tensor<13x21xi32>
}

// -----

func.func @b(%arg0: tensor<13x21x3xf8E4M3FN>) -> tensor<13x21xi64> {
  %0 = tosa.argmax %arg0 {axis = 2 : i32} : (tensor<13x21x3xf8E4M3FN>) -> tensor<13x21xi64>
  return %0 : tensor<13x21xi64>
}

// -----

func.func @c(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.identity %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}

// -----

func.func @c(%arg0: tensor<13x21x3xf32>, %arg1: tensor<i1>) -> tensor<13x21x3xf32> {
  %0 = tosa.cond_if %arg1 (%a = %arg0) : tensor<i1> (tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
  ^bb0(%a: tensor<13x21x3xf32>):
    tosa.yield %a : tensor<13x21x3xf32>
  } else {
  ^bb0(%a: tensor<13x21x3xf32>):
    tosa.yield %a : tensor<13x21x3xf32>
  }
  return %0 : tensor<13x21x3xf32>
}

// -----

func.func @pool(%arg0: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 8193>, pad = array<i64: 4, 4, 4, 4>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}
// -----
func.func @dyn(%arg0: tensor<?x21x3xf32>) -> tensor<?x21x3xf32> {
  %0 = tosa.abs %arg0 : (tensor<?x21x3xf32>) -> tensor<?x21x3xf32>
  return %0 : tensor<?x21x3xf32>
}
// -----
func.func @cs() -> !tosa.shape<7> {
  %0 = tosa.const_shape {values = dense<1> : tensor<7xindex>} : () -> !tosa.shape<7>
  return %0 : !tosa.shape<7>
}
// -----
func.func @big(%arg0: tensor<65536x65536xf32>) -> tensor<65536x65536xf32> {
  %0 = tosa.abs %arg0 : (tensor<65536x65536xf32>) -> tensor<65536x65536xf32>
  return %0 : tensor<65536x65536xf32>
}
// -----
func.func @mm(%arg0: tensor<1x2x3x4x5x6x7xf32>) -> tensor<1x2x3x4x5x6x7xf32> {
  %0 = tosa.identity %arg0 : (tensor<1x2x3x4x5x6x7xf32>) -> tensor<1x2x3x4x5x6x7xf32>
  return %0 : tensor<1x2x3x4x5x6x7xf32>
}
// -----
func.func @mul(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>, %s: tensor<1xi8>) -> tensor<2xi32> {
  %0 = tosa.mul %arg0, %arg1, %s : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// -----
func.func @mul2(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {
  %s = "tosa.const"() <{values = dense<70> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %arg0, %arg1, %s : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// -----
func.func @resize(%arg0: tensor<1x8x8x8xf32>) -> tensor<1x64x64x8xf32> {
  %scale = tosa.const_shape { values = dense<[8, 1, 8, 1]> : tensor<4xindex> } : () -> !tosa.shape<4>
  %offset = tosa.const_shape { values = dense<0> : tensor<2xindex> } : () -> !tosa.shape<2>
  %border = tosa.const_shape { values = dense<0> : tensor<2xindex> } : () -> !tosa.shape<2>
  %1 = tosa.resize %arg0, %scale, %offset, %border { mode = BILINEAR } : (tensor<1x8x8x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x64x64x8xf32>
  return %1 : tensor<1x64x64x8xf32>
}
// -----
func.func @conv(%arg0: tensor<1x32x32x8xf32>, %arg1: tensor<16x2x2x8xf32>, %arg2: tensor<16xf32>) -> tensor<1x32x32x16xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 4097, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>, tensor<16x2x2x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
  return %0 : tensor<1x32x32x16xf32>
}
// -----
func.func @var() {
  tosa.variable @stored_var = dense<-1> : tensor<2x4x8xi8>
  %0 = tosa.variable_read @stored_var : tensor<2x4x8xi8>
  tosa.variable_write @stored_var, %0 : tensor<2x4x8xi8>
  return
}
// -----
func.func @var2(%arg0: tensor<2x4x8xi8>) {
  tosa.variable_write @other, %arg0 : tensor<2x4x8xi8>
  return
}

// -----

module {
  tosa.variable @stored_var = dense<-1> : tensor<2x4x8xi8>
  tosa.variable @big_var = dense<0> : tensor<1x1x1x1x1x1x2xi8>
  func.func @var() {
    %0 = tosa.variable_read @stored_var : tensor<2x4x8xi8>
    tosa.variable_write @stored_var, %0 : tensor<2x4x8xi8>
    return
  }
}
