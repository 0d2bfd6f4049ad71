VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


# ----- elementwise ops: one file per family, every op of it -----

def binary(ops, ty_a, ty_b, ty_out):
    lines = []
    for i, op in enumerate(ops):
        lines.append(f"  %{i} = tosa.{op} %a, %b : ({ty_a}, {ty_b}) -> {ty_out}")
    return "\n".join(lines)


v("binary_float_broadcast", f"""
// The float binary ops (add, sub, maximum, minimum, pow), the second operand broadcast.
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x1x3xf32>) {{
{binary(["add", "sub", "maximum", "minimum", "pow"], "tensor<13x21x3xf32>", "tensor<13x1x3xf32>", "tensor<13x21x3xf32>")}
  return
}}
""")
v("binary_int", f"""
// The integer binary ops on i32 tensors, with a dynamic dimension.
func.func @f(%a: tensor<?x21x3xi32>, %b: tensor<1x21x3xi32>) {{
{binary(["bitwise_and", "bitwise_or", "bitwise_xor", "intdiv", "logical_left_shift", "logical_right_shift"], "tensor<?x21x3xi32>", "tensor<1x21x3xi32>", "tensor<?x21x3xi32>")}
  %6 = tosa.arithmetic_right_shift %a, %b {{round = true}} : (tensor<?x21x3xi32>, tensor<1x21x3xi32>) -> tensor<?x21x3xi32>
  return
}}
""")
v("binary_logical", f"""
// logical_and/or/xor on i1 tensors, and the comparisons giving i1.
func.func @f(%a: tensor<4x5xi1>, %b: tensor<4x5xi1>, %x: tensor<4x5xf32>, %y: tensor<4x1xf32>) {{
{binary(["logical_and", "logical_or", "logical_xor"], "tensor<4x5xi1>", "tensor<4x5xi1>", "tensor<4x5xi1>")}
  %3 = tosa.equal %x, %y : (tensor<4x5xf32>, tensor<4x1xf32>) -> tensor<4x5xi1>
  %4 = tosa.greater %x, %y : (tensor<4x5xf32>, tensor<4x1xf32>) -> tensor<4x5xi1>
  %5 = tosa.greater_equal %x, %y : (tensor<4x5xf32>, tensor<4x1xf32>) -> tensor<4x5xi1>
  return
}}
""")
UNARY_F = ["abs", "ceil", "cos", "erf", "exp", "floor", "log", "reciprocal", "rsqrt",
           "sigmoid", "sin", "tanh", "identity"]
v("unary_float", "\n".join(
    ["// The float unary ops, on a ranked and an unranked tensor.",
     "func.func @f(%a: tensor<13x21x3xf16>, %u: tensor<*xf32>) {"] +
    [f"  %{i} = tosa.{op} %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>"
     for i, op in enumerate(UNARY_F)] +
    [f"  %u{i} = tosa.{op} %u : (tensor<*xf32>) -> tensor<*xf32>" for i, op in enumerate(UNARY_F[:3])] +
    ["  return", "}"]))
v("unary_int", """
// bitwise_not, clz and logical_not; abs of an integer.
func.func @f(%a: tensor<8xi32>, %b: tensor<8xi1>) {
  %0 = tosa.bitwise_not %a : (tensor<8xi32>) -> tensor<8xi32>
  %1 = tosa.clz %a : (tensor<8xi32>) -> tensor<8xi32>
  %2 = tosa.logical_not %b : (tensor<8xi1>) -> tensor<8xi1>
  %3 = tosa.abs %a : (tensor<8xi32>) -> tensor<8xi32>
  return
}
""")
v("mul_shift", """
// tosa.mul with its shift operand: i32 with a shift, f32 with a zero shift.
func.func @f(%a: tensor<13x21x3xi32>, %b: tensor<13x1x3xi32>, %x: tensor<2x3xf32>) {
  %shift = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zero = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<13x21x3xi32>, tensor<13x1x3xi32>, tensor<1xi8>) -> tensor<13x21x3xi32>
  %1 = tosa.mul %x, %x, %zero : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return
}
""")
v("mul_i8_to_i32", """
// tosa.mul of i8 operands with an i32 result (a wider result is allowed).
func.func @f(%a: tensor<4xi8>, %b: tensor<4xi8>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
""")
v("negate_zero_points", """
// tosa.negate with its zero points, float and int8.
func.func @f(%a: tensor<4xf32>, %q: tensor<4xi8>) {
  %fz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %fz, %fz : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %1 = tosa.negate %q, %iz, %iz : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return
}
""")
v("select", """
// tosa.select with a broadcast predicate.
func.func @f(%p: tensor<1x1xi1>, %a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.select %p, %a, %b : (tensor<1x1xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
""")
v("cast", """
// tosa.cast between integer and float types, and of a bf16.
func.func @f(%a: tensor<4xi8>, %b: tensor<4xf32>, %c: tensor<4xbf16>) {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xf32>
  %1 = tosa.cast %b : (tensor<4xf32>) -> tensor<4xi32>
  %2 = tosa.cast %c : (tensor<4xbf16>) -> tensor<4xf32>
  return
}
""")

# ----- the ops with hand-written forms (bare enum keywords) -----

v("clamp_nan_modes", """
// tosa.clamp: the default nan_mode PROPAGATE is not printed, IGNORE is (bare).
func.func @f(%a: tensor<13x21x3xf32>, %i: tensor<4xi8>) {
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %1 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %2 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32, nan_mode = PROPAGATE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %3 = tosa.clamp %i {min_val = -3 : i8, max_val = 3 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return
}
""")
v("nan_mode_qualified", """
// nan_mode written as the qualified attribute #tosa.nan_mode<...>; maximum and minimum.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.minimum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.minimum %a, %b {nan_mode = IGNORE, note = "kept"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
""")
v("argmax", """
// tosa.argmax with and without nan_mode.
func.func @f(%a: tensor<14x19xf32>) {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<14x19xf32>) -> tensor<14xi32>
  %1 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<14x19xf32>) -> tensor<19xi32>
  return
}
""")
v("reductions", """
// The six reductions; reduce_max/reduce_min take nan_mode.
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x21x3xi1>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  %1 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x1x3xf32>
  %2 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<13x21x3xf32>) -> tensor<13x21x1xf32>
  %3 = tosa.reduce_min %a {axis = 2 : i32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<13x21x1xf32>
  %4 = tosa.reduce_all %b {axis = 0 : i32} : (tensor<13x21x3xi1>) -> tensor<1x21x3xi1>
  %5 = tosa.reduce_any %b {axis = 1 : i32} : (tensor<13x21x3xi1>) -> tensor<13x1x3xi1>
  return
}
""")
v("rescale", """
// tosa.rescale with a bare rounding mode, per-channel.
func.func @f(%a: tensor<1x1x1x3xi32>) -> tensor<1x1x1x3xi8> {
  %m = "tosa.const"() <{values = dense<[2026291432, 1079222024, 1693132724]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<[37, 36, 37]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<27> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {rounding_mode = DOUBLE_ROUND, scale32 = true, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x1x1x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x3xi8>
  return %0 : tensor<1x1x1x3xi8>
}
""")
v("apply_scale", """
// tosa.apply_scale on scalars and on a tensor.
func.func @f(%v: i32, %m: i32, %s: i8, %t: tensor<4xi32>, %ts: tensor<4xi8>) {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  %1 = tosa.apply_scale %t, %t, %ts {rounding_mode = DOUBLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  return
}
""")
v("resize", """
// tosa.resize with its scale, offset and border shapes; a bare mode.
func.func @f(%a: tensor<1x32x32x8xf32>) -> tensor<1x64x64x8xf32> {
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x32x32x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x64x64x8xf32>
  return %0 : tensor<1x64x64x8xf32>
}
""")
v("block_scaled", """
// The micro-scaling ops: cast_to/from_block_scaled, matmul_t_block_scaled.
func.func @f(%a: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>, %x: tensor<4x32xf32>, %b: tensor<1x4x32xf8E4M3FN>, %bs: tensor<1x4x1xf8E8M0FNU>) {
  %0 = tosa.cast_from_block_scaled %a, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
  %1:2 = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  %2 = tosa.matmul_t_block_scaled %b, %bs, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x4xf32>
  return
}
""")

# ----- tensor ops -----

v("conv2d", """
// tosa.conv2d, float and quantized int8 with i32 accumulator.
func.func @f(%a: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %bias: tensor<8xf32>, %z: tensor<1xf32>,
             %qa: tensor<1x4x4x4xi8>, %qw: tensor<8x1x1x4xi8>, %qb: tensor<8xi32>, %qz: tensor<1xi8>) {
  %0 = tosa.conv2d %a, %w, %bias, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, local_bound = true} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  %1 = tosa.conv2d %qa, %qw, %qb, %qz, %qz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi32>
  return
}
""")
v("conv3d_depthwise_transpose", """
// conv3d, depthwise_conv2d and transpose_conv2d.
func.func @f(%a: tensor<1x4x8x21x17xf32>, %w: tensor<34x1x1x1x17xf32>, %b: tensor<34xf32>, %z: tensor<1xf32>,
             %d: tensor<1x4x4x4xf32>, %dw: tensor<1x1x4x2xf32>, %db: tensor<8xf32>,
             %t: tensor<1x32x32x8xf32>, %tw: tensor<16x1x1x8xf32>, %tb: tensor<16xf32>) {
  %0 = tosa.conv3d %a, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x21x17xf32>, tensor<34x1x1x1x17xf32>, tensor<34xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x21x34xf32>
  %1 = tosa.depthwise_conv2d %d, %dw, %db, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<1x1x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  %2 = tosa.transpose_conv2d %t, %tw, %tb, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
  return
}
""")
v("pooling", """
// avg_pool2d and max_pool2d with padding and stride.
func.func @f(%a: tensor<1x7x7x9xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x7x7x9xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x9xf32>
  %1 = tosa.max_pool2d %a {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x7x7x9xf32>) -> tensor<1x4x4x9xf32>
  %2 = tosa.max_pool2d %a {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>, nan_mode = IGNORE} : (tensor<1x7x7x9xf32>) -> tensor<1x4x4x9xf32>
  return
}
""")
v("matmul_fft", """
// matmul with zero points; fft2d and rfft2d (named results).
func.func @f(%a: tensor<1x14x19xf32>, %b: tensor<1x19x28xf32>, %re: tensor<1x4x8xf32>, %im: tensor<1x4x8xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x14x19xf32>, tensor<1x19x28xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x28xf32>
  %1, %2 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  %3, %4 = tosa.rfft2d %re : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
  return
}
""")
v("matmul_mixed_float_accepted", """
// matmul of f32 and f16 inputs: MLIR 22 accepts it.
func.func @f(%a: tensor<1x14x19xf32>, %b: tensor<1x19x28xf16>, %z: tensor<1xf32>, %z16: tensor<1xf16>) {
  %0 = tosa.matmul %a, %b, %z, %z16 : (tensor<1x14x19xf32>, tensor<1x19x28xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x14x28xf32>
  return
}
""")
v("data_layout", """
// concat, pad, reshape, reverse, slice, tile, transpose.
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x21x3xf32>) {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<26x21x3xf32>
  %padding = tosa.const_shape {values = dense<[0, 1, 0, 0, 2, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %pc = "tosa.const"() <{values = dense<3.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.pad %a, %padding, %pc : (tensor<13x21x3xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<14x21x5xf32>
  %shape = tosa.const_shape {values = dense<[1, 819]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.reshape %a, %shape : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<1x819xf32>
  %3 = tosa.reverse %a {axis = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %start = tosa.const_shape {values = dense<[4, 11, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %size = tosa.const_shape {values = dense<[6, 8, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %4 = tosa.slice %a, %start, %size : (tensor<13x21x3xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<6x8x2xf32>
  %mult = tosa.const_shape {values = dense<[3, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %5 = tosa.tile %a, %mult : (tensor<13x21x3xf32>, !tosa.shape<3>) -> tensor<39x21x6xf32>
  %6 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<13x21x3xf32>) -> tensor<3x13x21xf32>
  return
}
""")
v("gather_scatter_table", """
// gather, scatter and table.
func.func @f(%v: tensor<13x21x3xf32>, %i: tensor<13x26xi32>, %s: tensor<13x27x3xf32>, %u: tensor<13x26x3xf32>, %x: tensor<4x5xi8>, %t: tensor<256xi8>) {
  %0 = tosa.gather %v, %i : (tensor<13x21x3xf32>, tensor<13x26xi32>) -> tensor<13x26x3xf32>
  %1 = tosa.scatter %s, %i, %u : (tensor<13x27x3xf32>, tensor<13x26xi32>, tensor<13x26x3xf32>) -> tensor<13x27x3xf32>
  %2 = tosa.table %x, %t : (tensor<4x5xi8>, tensor<256xi8>) -> tensor<4x5xi8>
  return
}
""")
v("const_quantized", """
// tosa.const, including a quantized result stored as i8 (generic form only).
func.func @f() {
  %0 = "tosa.const"() <{values = dense<[1.5, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = "tosa.const"() <{values = dense<3> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %2 = "tosa.const"() {values = dense<true> : tensor<i1>} : () -> tensor<i1>
  return
}
""")
v("shape_ops", """
// The shape ops on !tosa.shape values.
func.func @f(%t: tensor<2x3xf32>) {
  %a = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %1 = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %2 = tosa.mul_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %3 = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %4 = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %5 = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %6 = tosa.max_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %7 = tosa.min_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %8 = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  %9 = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  %10 = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  %11 = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<4>
  %12 = tosa.dim %t {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %13 = tosa.slice_shape %11, %s, %s : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  return
}
""")
v("shape_type_rank0", """
// !tosa.shape<0> from a one-element index tensor, and a function taking shapes.
func.func private @g(!tosa.shape<3>, !tosa.shape<0>) -> !tosa.shape<1>
func.func @f() {
  %0 = tosa.const_shape {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<0>
  return
}
""")
v("custom_op", """
// tosa.custom with its string attributes, variadic inputs and outputs.
func.func @f(%a: tensor<10xi32>, %b: tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>) {
  %0:2 = tosa.custom %a, %b {domain_name = "tosa_mlir_test", operator_name = "custom_test", implementation_attrs = ""} : (tensor<10xi32>, tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>)
  return %0#0, %0#1 : tensor<10xi32>, tensor<10xf32>
}
""")

# ----- control flow and variables -----

v("cond_if_forms", """
// tosa.cond_if: the form with an arrow type list and the one with block arguments.
func.func @f(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    %1 = tosa.add %a, %b : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %1 : tensor<f32>
  } else {
    tosa.yield %b : tensor<f32>
  }
  %2 = tosa.cond_if %c (%x = %a, %y = %0) : tensor<i1> (tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    tosa.yield %x : tensor<f32>
  } else {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    tosa.yield %y : tensor<f32>
  } {note = 1 : i32}
  return %2 : tensor<f32>
}
""")
v("while_loop", """
// tosa.while_loop with its init list, cond and body regions.
func.func @f(%a: tensor<i32>, %t: tensor<10xi32>) -> tensor<10xi32> {
  %0:2 = tosa.while_loop (%i = %a, %v = %t) : (tensor<i32>, tensor<10xi32>) -> (tensor<i32>, tensor<10xi32>) {
    %c = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %1 = tosa.greater %c, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<10xi32>):
    tosa.yield %i, %v : tensor<i32>, tensor<10xi32>
  }
  return %0#1 : tensor<10xi32>
}
""")
v("variables", """
// tosa.variable with a type and with an initial value; variable_read/write.
module {
  tosa.variable @v : tensor<2x?xf32>
  tosa.variable @w = dense<[1, 2]> : tensor<2xi8>
  tosa.variable @s = dense<3.5> : tensor<f32>
  func.func @f(%a: tensor<2xi8>) -> tensor<2xi8> {
    %0 = tosa.variable_read @w : tensor<2xi8>
    tosa.variable_write @w, %a : tensor<2xi8>
    return %0 : tensor<2xi8>
  }
}
""")
v("quantized_types", """
// TOSA tensors of quantized, unsigned, mxint8 and f8 element types.
func.func @f(%a: tensor<2x!quant.uniform<i8:f32, 0.1:3>>, %b: tensor<2xui8>, %c: tensor<2x!tosa.mxint8>, %d: tensor<2xf8E5M2>) {
  %0 = tosa.identity %a : (tensor<2x!quant.uniform<i8:f32, 0.1:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.1:3>>
  %1 = tosa.identity %b : (tensor<2xui8>) -> tensor<2xui8>
  %2 = tosa.identity %c : (tensor<2x!tosa.mxint8>) -> tensor<2x!tosa.mxint8>
  %3 = tosa.identity %d : (tensor<2xf8E5M2>) -> tensor<2xf8E5M2>
  return
}
""")
v("generic_form", """
// Ops written in the generic form, properties in <{...}> and defaults filled in.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.clamp"(%a) <{max_val = 1.0 : f32, min_val = 0.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "tosa.argmax"(%a) {axis = 0 : i32} : (tensor<4xf32>) -> tensor<i32>
  return
}
""")
v("attributes", """
// The dialect's enum attributes as discardable attributes of a function.
func.func @f() attributes {r = #tosa.rounding_mode<INEXACT_ROUND>, m = #tosa.resize_mode<NEAREST_NEIGHBOR>, p = #tosa.prof<pro_fp>, e = #tosa.ext<int16>, l = #tosa.level<none>} {
  return
}
""")

v("struct_attributes", """
// The quantization attributes and #tosa.target_env (enum fields quoted where no keyword); level and version print bare.
func.func @f() attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, fft]>, a = #tosa.unary_quant<output_zp = -2, input_zp = 1>, b = #tosa.conv_quant<input_zp = 3, weight_zp = 4>, c = #tosa.matmul_quant<a_zp = 5, b_zp = 6>, d = #tosa.pad_quant<input_zp = 7>, g = #tosa.target_env<specification_version = "1.1.draft", level = "8k", profiles = [none], extensions = [mxfp, shape]>} {
  return
}
""")

# ----- invalid: one error each -----

bad("broadcast_incompatible", """
// Operands whose shapes do not broadcast.
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x2x3xf32>) {
  %0 = tosa.add %a, %b : (tensor<13x21x3xf32>, tensor<13x2x3xf32>) -> tensor<13x21x3xf32>
  return
}
""")
bad("broadcast_result", """
// A result shape the broadcast operands do not give.
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x1x3xf32>) {
  %0 = tosa.add %a, %b : (tensor<13x21x3xf32>, tensor<13x1x3xf32>) -> tensor<13x21x4xf32>
  return
}
""")
bad("rank_mismatch", """
// Operands of different ranks (SameOperandsAndResultRank).
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<21x3xf32>) {
  %0 = tosa.sub %a, %b : (tensor<13x21x3xf32>, tensor<21x3xf32>) -> tensor<13x21x3xf32>
  return
}
""")
bad("element_type_mismatch", """
// Operands of different element types.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf16>) {
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}
""")
bad("zero_dim", """
// A tensor with a zero dimension is not TOSA-conformant.
func.func @f(%a: tensor<0x3xf32>) {
  %0 = tosa.abs %a : (tensor<0x3xf32>) -> tensor<0x3xf32>
  return
}
""")
bad("index_element", """
// index is no TOSA element type.
func.func @f(%a: tensor<3xindex>) {
  %0 = tosa.abs %a : (tensor<3xindex>) -> tensor<3xindex>
  return
}
""")
bad("clamp_min_gt_max", """
// clamp with min_val greater than max_val.
func.func @f(%a: tensor<4xf32>) {
  %0 = tosa.clamp %a {min_val = 2.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
""")
bad("clamp_attr_type", """
// clamp bounds of another type than the input's elements.
func.func @f(%a: tensor<4xi8>) {
  %0 = tosa.clamp %a {min_val = 0 : i32, max_val = 1 : i32} : (tensor<4xi8>) -> tensor<4xi8>
  return
}
""")
bad("bad_nan_mode", """
// An unknown bare nan_mode keyword.
func.func @f(%a: tensor<4xf32>) {
  %0 = tosa.maximum %a, %a {nan_mode = SOMETIMES} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
""")
bad("bad_rounding_mode", """
// An unknown bare rounding_mode keyword.
func.func @f(%v: i32, %s: i8) {
  %0 = tosa.apply_scale %v, %v, %s {rounding_mode = HALF_UP} : (i32, i32, i8) -> i32
  return
}
""")
bad("rescale_missing_mode", """
// rescale without its rounding mode.
func.func @f(%a: tensor<4xi32>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi32>) {
  %0 = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
""")
bad("rescale_multiplier_i16", """
// scale32 = false needs an i16 multiplier.
func.func @f(%a: tensor<4xi32>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi32>) {
  %0 = tosa.rescale %a, %m, %s, %z, %z {rounding_mode = SINGLE_ROUND, scale32 = false, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
""")
bad("argmax_axis", """
// argmax with an axis outside the input's rank.
func.func @f(%a: tensor<14x19xf32>) {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<14x19xf32>) -> tensor<14xi32>
  return
}
""")
bad("argmax_shape", """
// argmax result shape not the input's without the axis.
func.func @f(%a: tensor<14x19xf32>) {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<14x19xf32>) -> tensor<19xi32>
  return
}
""")
bad("reduce_dim", """
// A reduced dimension of size other than 1.
func.func @f(%a: tensor<13x21x3xf32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<13x21x3xf32>) -> tensor<2x21x3xf32>
  return
}
""")
bad("conv2d_acc_type", """
// conv2d of f32 with an i32 accumulator.
func.func @f(%a: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>, %z: tensor<1xf32>) {
  %0 = tosa.conv2d %a, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return
}
""")
bad("conv2d_output_height", """
// conv2d whose output height is not what its input, kernel and padding give.
func.func @f(%a: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>, %z: tensor<1xf32>) {
  %0 = tosa.conv2d %a, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x4x8xf32>
  return
}
""")
bad("conv2d_zero_point", """
// A non-zero zero point for a float convolution's weight.
func.func @f(%a: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %a, %w, %b, %z, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return
}
""")
bad("pool_pad_ge_kernel", """
// max_pool2d padding not less than the kernel.
func.func @f(%a: tensor<1x7x7x9xf32>) {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 2, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x7x7x9xf32>) -> tensor<1x8x6x9xf32>
  return
}
""")
bad("mul_float_shift", """
// A float mul with a non-zero constant shift.
func.func @f(%a: tensor<4xf32>) {
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return
}
""")
bad("pad_shape", """
// pad whose output does not add up.
func.func @f(%a: tensor<13x21x3xf32>) {
  %p = tosa.const_shape {values = dense<[0, 1, 0, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<13x21x3xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<13x21x3xf32>
  return
}
""")
bad("reshape_count", """
// reshape to a different number of elements.
func.func @f(%a: tensor<13x21x3xf32>) {
  %s = tosa.const_shape {values = dense<[1, 800]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<1x800xf32>
  return
}
""")
bad("reshape_shape_not_const", """
// A shape operand that no shape op defines.
func.func @f(%a: tensor<13x21x3xf32>, %s: !tosa.shape<2>) {
  %0 = tosa.reshape %a, %s : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<1x819xf32>
  return
}
""")
bad("tile_multiples_rank", """
// tile with a multiples shape of another rank.
func.func @f(%a: tensor<13x21x3xf32>) {
  %m = tosa.const_shape {values = dense<[3, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<39x21x3xf32>
  return
}
""")
bad("transpose_perms", """
// transpose with a repeated permutation index.
func.func @f(%a: tensor<13x21x3xf32>) {
  %0 = tosa.transpose %a {perms = array<i32: 0, 0, 1>} : (tensor<13x21x3xf32>) -> tensor<13x13x21xf32>
  return
}
""")
bad("concat_axis_sum", """
// concat whose output axis dimension is not the sum of the inputs'.
func.func @f(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  return
}
""")
bad("scatter_k_lt_w", """
// scatter with fewer values (K) than indices (W).
func.func @f(%v: tensor<13x20x3xf32>, %i: tensor<13x26xi32>, %u: tensor<13x26x3xf32>) {
  %0 = tosa.scatter %v, %i, %u : (tensor<13x20x3xf32>, tensor<13x26xi32>, tensor<13x26x3xf32>) -> tensor<13x20x3xf32>
  return
}
""")
bad("resize_output", """
// resize whose output height is not the computed one.
func.func @f(%a: tensor<1x32x32x8xf32>) {
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x32x32x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x60x64x8xf32>
  return
}
""")
bad("rfft2d_width", """
// rfft2d with a width that is not a power of two.
func.func @f(%a: tensor<1x4x6xf32>) {
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x6xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)
  return
}
""")
bad("rfft2d_integer", """
// rfft2d on integers: its results must be floating point.
func.func @f(%a: tensor<1x4x8xi8>) {
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xi8>) -> (tensor<1x4x5xi8>, tensor<1x4x5xi8>)
  return
}
""")
bad("variable_in_function", """
// tosa.variable inside a function: a symbol's parent must be a symbol table.
func.func @f() {
  tosa.variable @v = dense<0> : tensor<2xi8>
  return
}
""")
bad("const_element_type", """
// tosa.const whose value's element type is not the result's.
func.func @f() {
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf32>}> : () -> tensor<2xf16>
  return
}
""")
bad("const_shape_count", """
// const_shape with more values than the shape's rank.
func.func @f() {
  %0 = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<2>
  return
}
""")
bad("shape_negative_rank", """
// !tosa.shape with a negative rank.
func.func private @f(!tosa.shape<-1>)
""")
bad("shape_ops_ranks", """
// A shape op on shapes of different ranks.
func.func @f() {
  %a = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}
""")
bad("cond_if_missing_colon", """
// cond_if needs the condition's type after a colon.
func.func @f(%a: tensor<f32>, %c: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %c -> (tensor<f32>) {
    tosa.yield %a : tensor<f32>
  } else {
    tosa.yield %a : tensor<f32>
  }
  return %0 : tensor<f32>
}
""")
bad("cond_if_result_type", """
// cond_if whose then region yields another type than its result.
func.func @f(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    tosa.yield %b : tensor<i32>
  } else {
    tosa.yield %a : tensor<f32>
  }
  return %0 : tensor<f32>
}
""")
bad("while_cond_not_bool", """
// while_loop whose condition yields an i32.
func.func @f(%a: tensor<i32>) -> tensor<i32> {
  %0 = tosa.while_loop (%i = %a) : (tensor<i32>) -> tensor<i32> {
    tosa.yield %i : tensor<i32>
  } do {
  ^bb0(%i: tensor<i32>):
    tosa.yield %i : tensor<i32>
  }
  return %0 : tensor<i32>
}
""")
bad("variable_undeclared", """
// variable_read of a variable never declared.
func.func @f() -> tensor<2xi8> {
  %0 = tosa.variable_read @nowhere : tensor<2xi8>
  return %0 : tensor<2xi8>
}
""")
bad("variable_redeclared", """
// A variable declared twice.
module {
  tosa.variable @v : tensor<2xf32>
  tosa.variable @v : tensor<2xf32>
}
""")
bad("variable_write_type", """
// variable_write of a value of another shape than the variable's.
module {
  tosa.variable @v : tensor<2xf32>
  func.func @f(%a: tensor<3xf32>) {
    tosa.variable_write @v, %a : tensor<3xf32>
    return
  }
}
""")
bad("custom_missing_attr", """
// tosa.custom without its domain_name.
func.func @f(%a: tensor<10xi32>) {
  %0 = tosa.custom %a {operator_name = "x", implementation_attrs = ""} : (tensor<10xi32>) -> tensor<10xi32>
  return
}
""")

bad("cond_if_no_else", """
// tosa.cond_if without an else region: its region must have one block.
func.func @f(%c: tensor<i1>) {
  tosa.cond_if %c : tensor<i1> {
    "tosa.yield"() : () -> ()
  }
  return
}
""")

bad("dim_axis", """
// tosa.dim with an axis outside the input's rank.
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tosa.dim %t {axis = 2 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return
}
""")
bad("concat_shape_rank", """
// concat_shape whose result rank is not the sum of its operands'.
func.func @f() {
  %a = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<4>
  return
}
""")
bad("slice_shape_bounds", """
// slice_shape reading past the end of its input shape.
func.func @f() {
  %a = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %n = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.slice_shape %a, %s, %n : (!tosa.shape<2>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return
}
""")
bad("concat_output_rank", """
// concat whose result rank is not its inputs'.
func.func @f(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<3x2x1xf32>
  return
}
"""
)
bad("cast_from_block_scaled_scale", """
// cast_from_block_scaled whose scale's last dimension is not the data's / block size.
func.func @f(%a: tensor<4x64xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) {
  %0 = tosa.cast_from_block_scaled %a, %s {block_size = BLOCK_SIZE_32} : (tensor<4x64xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x64xf32>
  return
}
""")
bad("cast_to_block_scaled_divisible", """
// cast_to_block_scaled of data whose last dimension is no multiple of the block size.
func.func @f(%a: tensor<4x33xf32>) {
  %0:2 = tosa.cast_to_block_scaled %a {block_size = BLOCK_SIZE_32} : (tensor<4x33xf32>) -> (tensor<4x33xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  return
}
""")
bad("matmul_t_block_scaled_batch", """
// matmul_t_block_scaled whose B batch neither is 1 nor A's.
func.func @f(%a: tensor<2x4x64xf8E4M3FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<3x5x64xf8E4M3FN>, %bs: tensor<3x5x2xf8E8M0FNU>) {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<3x5x64xf8E4M3FN>, tensor<3x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return
}
""")
bad("target_env_level", """
// #tosa.target_env with a level that is no case.
func.func @f() attributes {g = #tosa.target_env<specification_version = "1.0", level = "9k", profiles = [none], extensions = [none]>} {
  return
}
""")
bad("quant_duplicate_field", """
// A quantization attribute naming a field twice.
func.func @f() attributes {g = #tosa.unary_quant<input_zp = 1, input_zp = 2>} {
  return
}
""")
bad("reduce_inferred_type", """
// A reduction whose result type is not the inferred one (InferTypeOpInterface).
func.func @f(%a: tensor<2x3x4x5xf32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3x4x5xf32>) -> tensor<1x3x4x5xi32>
  return
}
""")
bad("concat_inferred_sizes", """
// concat of an unranked and two ranked inputs disagreeing off the axis: inference fails.
func.func @f(%a: tensor<2x1xf32>, %u: tensor<*xf32>, %b: tensor<2x3xf32>) {
  %0 = tosa.concat %a, %u, %b {axis = 0 : i32} : (tensor<2x1xf32>, tensor<*xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
  return
}
""")
bad("generic_property_class", """
// A property of another attribute class in the generic form's <{...}>.
func.func @f(%a: tensor<4xi32>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi32>) {
  %0 = "tosa.rescale"(%a, %m, %s, %z, %z) <{rounding_mode = "SINGLE_ROUND", per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false}> : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
""")
bad("const_shape_mismatch", """
// tosa.const whose value's shape is not the result's (AllShapesMatch).
func.func @f() {
  %0 = "tosa.const"() {values = dense<0.0> : tensor<1x1xf32>} : () -> tensor<100x100xf32>
  return
}
""")
bad("variable_unranked", """
// tosa.variable of an unranked type.
module {
  tosa.variable @v : tensor<*xi8>
}
""")
