// Cases for tosa-validate's level and type checks: every elementwise and reduction op on rank-7
// tensors (over level 8k's MAX_RANK of 6) of four element types, each in its own chunk so that every
// check and its message show, strict or not, at levels 8k and none.
// RUN: mlir-opt %s -split-input-file -tosa-validate
// RUN: mlir-opt %s -split-input-file -tosa-validate=strict-op-spec-alignment
// RUN: mlir-opt %s -split-input-file -tosa-attach-target="profiles=pro_int,pro_fp level=none" -tosa-validate=strict-op-spec-alignment

func.func @abs_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.abs %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @bitwise_not_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.bitwise_not %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @ceil_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.ceil %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @clz_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.clz %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @cos_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.cos %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @exp_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.exp %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @floor_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.floor %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @log_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.log %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @logical_not_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.logical_not %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @reciprocal_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.reciprocal %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @rsqrt_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.rsqrt %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @sin_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.sin %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @erf_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.erf %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @sigmoid_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.sigmoid %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @tanh_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.tanh %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @identity_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.identity %a : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @add_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.add %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @arithmetic_right_shift_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @bitwise_and_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.bitwise_and %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @bitwise_or_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.bitwise_or %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @bitwise_xor_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.bitwise_xor %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @intdiv_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.intdiv %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @logical_and_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.logical_and %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @logical_left_shift_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.logical_left_shift %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @logical_right_shift_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.logical_right_shift %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @logical_or_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.logical_or %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @logical_xor_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.logical_xor %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @maximum_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.maximum %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @minimum_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.minimum %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @pow_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.pow %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @sub_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = tosa.sub %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

func.func @equal_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.equal %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @greater_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.greater %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @greater_equal_f32(%a: tensor<1x1x1x1x1x1x2xf32>, %b: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.greater_equal %a, %b : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @reduce_all_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32> {
  %0 = tosa.reduce_all %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1xf32>
}

// -----

func.func @reduce_any_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32> {
  %0 = tosa.reduce_any %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1xf32>
}

// -----

func.func @reduce_max_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32> {
  %0 = tosa.reduce_max %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1xf32>
}

// -----

func.func @reduce_min_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32> {
  %0 = tosa.reduce_min %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1xf32>
}

// -----

func.func @reduce_product_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32> {
  %0 = tosa.reduce_product %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1xf32>
}

// -----

func.func @reduce_sum_f32(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x1xf32>
  return %0 : tensor<1x1x1x1x1x1x1xf32>
}

// -----

func.func @abs_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.abs %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @bitwise_not_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.bitwise_not %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @ceil_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.ceil %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @clz_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.clz %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @cos_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.cos %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @exp_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.exp %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @floor_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.floor %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @log_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.log %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @logical_not_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.logical_not %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @reciprocal_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.reciprocal %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @rsqrt_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.rsqrt %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @sin_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.sin %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @erf_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.erf %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @sigmoid_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.sigmoid %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @tanh_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.tanh %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @identity_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.identity %a : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @add_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.add %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @arithmetic_right_shift_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @bitwise_and_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.bitwise_and %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @bitwise_or_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.bitwise_or %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @bitwise_xor_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.bitwise_xor %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @intdiv_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.intdiv %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @logical_and_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.logical_and %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @logical_left_shift_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.logical_left_shift %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @logical_right_shift_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.logical_right_shift %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @logical_or_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.logical_or %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @logical_xor_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.logical_xor %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @maximum_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.maximum %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @minimum_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.minimum %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @pow_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.pow %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @sub_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32> {
  %0 = tosa.sub %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi32>
  return %0 : tensor<1x1x1x1x1x1x2xi32>
}

// -----

func.func @equal_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.equal %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @greater_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.greater %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @greater_equal_i32(%a: tensor<1x1x1x1x1x1x2xi32>, %b: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.greater_equal %a, %b : (tensor<1x1x1x1x1x1x2xi32>, tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @reduce_all_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32> {
  %0 = tosa.reduce_all %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32>
  return %0 : tensor<1x1x1x1x1x1x1xi32>
}

// -----

func.func @reduce_any_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32> {
  %0 = tosa.reduce_any %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32>
  return %0 : tensor<1x1x1x1x1x1x1xi32>
}

// -----

func.func @reduce_max_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32> {
  %0 = tosa.reduce_max %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32>
  return %0 : tensor<1x1x1x1x1x1x1xi32>
}

// -----

func.func @reduce_min_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32> {
  %0 = tosa.reduce_min %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32>
  return %0 : tensor<1x1x1x1x1x1x1xi32>
}

// -----

func.func @reduce_product_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32> {
  %0 = tosa.reduce_product %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32>
  return %0 : tensor<1x1x1x1x1x1x1xi32>
}

// -----

func.func @reduce_sum_i32(%a: tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32> {
  %0 = tosa.reduce_sum %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi32>) -> tensor<1x1x1x1x1x1x1xi32>
  return %0 : tensor<1x1x1x1x1x1x1xi32>
}

// -----

func.func @abs_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.abs %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @bitwise_not_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.bitwise_not %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @ceil_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.ceil %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @clz_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.clz %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @cos_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.cos %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @exp_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.exp %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @floor_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.floor %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @log_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.log %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @logical_not_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.logical_not %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @reciprocal_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.reciprocal %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @rsqrt_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.rsqrt %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @sin_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.sin %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @erf_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.erf %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @sigmoid_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.sigmoid %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @tanh_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.tanh %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @identity_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.identity %a : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @add_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.add %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @arithmetic_right_shift_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @bitwise_and_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.bitwise_and %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @bitwise_or_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.bitwise_or %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @bitwise_xor_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.bitwise_xor %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @intdiv_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.intdiv %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @logical_and_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.logical_and %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @logical_left_shift_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.logical_left_shift %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @logical_right_shift_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.logical_right_shift %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @logical_or_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.logical_or %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @logical_xor_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.logical_xor %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @maximum_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.maximum %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @minimum_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.minimum %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @pow_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.pow %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @sub_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8> {
  %0 = tosa.sub %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi8>
  return %0 : tensor<1x1x1x1x1x1x2xi8>
}

// -----

func.func @equal_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.equal %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @greater_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.greater %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @greater_equal_i8(%a: tensor<1x1x1x1x1x1x2xi8>, %b: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.greater_equal %a, %b : (tensor<1x1x1x1x1x1x2xi8>, tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @reduce_all_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8> {
  %0 = tosa.reduce_all %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8>
  return %0 : tensor<1x1x1x1x1x1x1xi8>
}

// -----

func.func @reduce_any_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8> {
  %0 = tosa.reduce_any %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8>
  return %0 : tensor<1x1x1x1x1x1x1xi8>
}

// -----

func.func @reduce_max_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8> {
  %0 = tosa.reduce_max %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8>
  return %0 : tensor<1x1x1x1x1x1x1xi8>
}

// -----

func.func @reduce_min_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8> {
  %0 = tosa.reduce_min %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8>
  return %0 : tensor<1x1x1x1x1x1x1xi8>
}

// -----

func.func @reduce_product_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8> {
  %0 = tosa.reduce_product %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8>
  return %0 : tensor<1x1x1x1x1x1x1xi8>
}

// -----

func.func @reduce_sum_i8(%a: tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8> {
  %0 = tosa.reduce_sum %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi8>) -> tensor<1x1x1x1x1x1x1xi8>
  return %0 : tensor<1x1x1x1x1x1x1xi8>
}

// -----

func.func @abs_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.abs %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @bitwise_not_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.bitwise_not %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @ceil_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.ceil %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @clz_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.clz %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @cos_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.cos %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @exp_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.exp %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @floor_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.floor %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @log_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.log %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @logical_not_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.logical_not %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @reciprocal_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.reciprocal %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @rsqrt_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.rsqrt %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @sin_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.sin %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @erf_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.erf %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @sigmoid_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.sigmoid %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @tanh_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.tanh %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @identity_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.identity %a : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @add_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.add %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @arithmetic_right_shift_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @bitwise_and_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.bitwise_and %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @bitwise_or_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.bitwise_or %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @bitwise_xor_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.bitwise_xor %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @intdiv_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.intdiv %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @logical_and_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.logical_and %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @logical_left_shift_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.logical_left_shift %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @logical_right_shift_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.logical_right_shift %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @logical_or_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.logical_or %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @logical_xor_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.logical_xor %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @maximum_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.maximum %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @minimum_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.minimum %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @pow_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.pow %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @sub_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.sub %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @equal_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.equal %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @greater_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.greater %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @greater_equal_i1(%a: tensor<1x1x1x1x1x1x2xi1>, %b: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1> {
  %0 = tosa.greater_equal %a, %b : (tensor<1x1x1x1x1x1x2xi1>, tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x2xi1>
  return %0 : tensor<1x1x1x1x1x1x2xi1>
}

// -----

func.func @reduce_all_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1> {
  %0 = tosa.reduce_all %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1>
  return %0 : tensor<1x1x1x1x1x1x1xi1>
}

// -----

func.func @reduce_any_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1> {
  %0 = tosa.reduce_any %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1>
  return %0 : tensor<1x1x1x1x1x1x1xi1>
}

// -----

func.func @reduce_max_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1> {
  %0 = tosa.reduce_max %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1>
  return %0 : tensor<1x1x1x1x1x1x1xi1>
}

// -----

func.func @reduce_min_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1> {
  %0 = tosa.reduce_min %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1>
  return %0 : tensor<1x1x1x1x1x1x1xi1>
}

// -----

func.func @reduce_product_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1> {
  %0 = tosa.reduce_product %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1>
  return %0 : tensor<1x1x1x1x1x1x1xi1>
}

// -----

func.func @reduce_sum_i1(%a: tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1> {
  %0 = tosa.reduce_sum %a {axis = 6 : i32} : (tensor<1x1x1x1x1x1x2xi1>) -> tensor<1x1x1x1x1x1x1xi1>
  return %0 : tensor<1x1x1x1x1x1x1xi1>
}
