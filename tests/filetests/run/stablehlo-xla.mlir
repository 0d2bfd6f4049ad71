// Where XLA defines what arith leaves open, StableHLO runs as XLA does: integer division by
// zero gives -1 (all bits set) and the remainder the dividend, INT_MIN / -1 is INT_MIN (and
// INT_MIN % -1 is 0), shifts by the width or more give 0 (or the sign), float to integer
// conversion saturates and takes NaN to 0. In region bodies too, on both tiers.

// RUN: sigil run %s --function=div --input="6xi32=7 -7 -2147483648 -2147483648 5 0" --input="6xi32=0 0 -1 0 -2 0" | FileCheck %s --check-prefix=DIV
// DIV: 6xi32=-1 -1 -2147483648 -1 -2 -1
// DIV-NEXT: result[1]: hal.buffer_view
// DIV-NEXT: 6xi32=7 -7 0 -2147483648 1 0
func.func @div(%a: tensor<6xi32>, %b: tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>) {
  %0 = stablehlo.divide %a, %b : tensor<6xi32>
  %1 = stablehlo.remainder %a, %b : tensor<6xi32>
  return %0, %1 : tensor<6xi32>, tensor<6xi32>
}

// RUN: sigil run %s --function=divu --input="4xi8=7 -1 9 0" --input="4xi8=0 0 2 0" | FileCheck %s --check-prefix=DIVU
// DIVU: 4xi8=-1 -1 4 -1
// DIVU-NEXT: result[1]: hal.buffer_view
// DIVU-NEXT: 4xi8=7 -1 1 0
func.func @divu(%a: tensor<4xui8>, %b: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xui8>) {
  %0 = stablehlo.divide %a, %b : tensor<4xui8>
  %1 = stablehlo.remainder %a, %b : tensor<4xui8>
  return %0, %1 : tensor<4xui8>, tensor<4xui8>
}

// A shift count is read as unsigned: -1 is past the width.
// RUN: sigil run %s --function=shifts --input="5xi8=-128 -1 64 1 -3" --input="5xi8=8 9 -1 7 1" | FileCheck %s --check-prefix=SHIFT
// SHIFT: 5xi8=0 0 0 -128 -6
// SHIFT-NEXT: result[1]: hal.buffer_view
// SHIFT-NEXT: 5xi8=0 0 0 0 126
// SHIFT-NEXT: result[2]: hal.buffer_view
// SHIFT-NEXT: 5xi8=-1 -1 0 0 -2
func.func @shifts(%a: tensor<5xi8>, %b: tensor<5xi8>) -> (tensor<5xi8>, tensor<5xi8>, tensor<5xi8>) {
  %0 = stablehlo.shift_left %a, %b : tensor<5xi8>
  %1 = stablehlo.shift_right_logical %a, %b : tensor<5xi8>
  %2 = stablehlo.shift_right_arithmetic %a, %b : tensor<5xi8>
  return %0, %1, %2 : tensor<5xi8>, tensor<5xi8>, tensor<5xi8>
}

// RUN: sigil run %s --function=saturate --input="6xf32=NaN 1e10 -1e10 -1.5 300 inf" | FileCheck %s --check-prefix=SAT
// SAT: 6xi8=0 127 -128 -1 127 127
// SAT-NEXT: result[1]: hal.buffer_view
// SAT-NEXT: 6xi8=0 -1 0 0 -1 -1
// SAT-NEXT: result[2]: hal.buffer_view
// SAT-NEXT: 6xi32=0 2147483647 -2147483648 -1 300 2147483647
func.func @saturate(%a: tensor<6xf32>) -> (tensor<6xi8>, tensor<6xui8>, tensor<6xi32>) {
  %0 = stablehlo.convert %a : (tensor<6xf32>) -> tensor<6xi8>
  %1 = stablehlo.convert %a : (tensor<6xf32>) -> tensor<6xui8>
  %2 = stablehlo.convert %a : (tensor<6xf32>) -> tensor<6xi32>
  return %0, %1, %2 : tensor<6xi8>, tensor<6xui8>, tensor<6xi32>
}

// Empty and dynamically shaped operands.
// RUN: sigil run %s --function=shapes --input="0x3xi32=" --input="3xi64=1 2 -9223372036854775808" --input="3xi64=0 2 -1" | FileCheck %s --check-prefix=SHAPES
// SHAPES: 0x3xi32=
// SHAPES-NEXT: result[1]: hal.buffer_view
// SHAPES-NEXT: 3xi64=-1 1 -9223372036854775808
func.func @shapes(%a: tensor<0x3xi32>, %b: tensor<?xi64>, %c: tensor<?xi64>) -> (tensor<0x3xi32>, tensor<?xi64>) {
  %0 = stablehlo.divide %a, %a : tensor<0x3xi32>
  %1 = stablehlo.divide %b, %c : tensor<?xi64>
  return %0, %1 : tensor<0x3xi32>, tensor<?xi64>
}

// In a reduction body: 3 / 0 and 5 / 0 are -1, 0 / -1 is 0.
// RUN: sigil run %s --function=in_body --input="4xi32=3 7 5 7" | FileCheck %s --check-prefix=BODY
// BODY: i32=-1
func.func @in_body(%a: tensor<4xi32>) -> tensor<i32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%a init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    reducer(%acc: tensor<i32>, %x: tensor<i32>) {
      %q = stablehlo.divide %x, %acc : tensor<i32>
      stablehlo.return %q : tensor<i32>
    }
  return %0 : tensor<i32>
}

// Unsigned power reads its exponent as unsigned (2^255 wraps to 0 in 8 bits, 1^255 is 1;
// unsigned values are passed as their signless bits).
// RUN: sigil run %s --function=upow --input="4xi8=2 1 3 0" --input="4xi8=-1 -1 4 0" | FileCheck %s --check-prefix=UPOW
// UPOW: 4xi8=0 1 81 1
func.func @upow(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %0 = stablehlo.power %a, %b : tensor<4xui8>
  return %0 : tensor<4xui8>
}

// sign: NaN and ±0 are themselves.
// RUN: sigil run %s --function=sign --input="5xf32=NaN -0 0 -3 inf" --input="3xi8=0 -7 100" | FileCheck %s --check-prefix=SIGN
// SIGN: 5xf32=NAN -0 0 -1 1
// SIGN-NEXT: result[1]: hal.buffer_view
// SIGN-NEXT: 3xi8=0 -1 1
func.func @sign(%a: tensor<5xf32>, %b: tensor<3xi8>) -> (tensor<5xf32>, tensor<3xi8>) {
  %0 = stablehlo.sign %a : tensor<5xf32>
  %1 = stablehlo.sign %b : tensor<3xi8>
  return %0, %1 : tensor<5xf32>, tensor<3xi8>
}

// reduce_precision to bf16's and f16's formats, from f32: ties to even, overflow to inf,
// underflow to zero, NaN kept.
// RUN: sigil run %s --function=reduce_precision --input="5xf32=1.00390625 1.01171875 70000 1e-10 NaN" | FileCheck %s --check-prefix=RP
// RP: 5xf32=1 1.01562 70144 1.00044E-10 NAN
// RP-NEXT: result[1]: hal.buffer_view
// RP-NEXT: 5xf32=1.00391 1.01172 INF 0 NAN
func.func @reduce_precision(%a: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %0 = stablehlo.reduce_precision %a, format = e8m7 : tensor<5xf32>
  %1 = stablehlo.reduce_precision %a, format = e5m10 : tensor<5xf32>
  return %0, %1 : tensor<5xf32>, tensor<5xf32>
}

// bitcast_convert across widths: the first narrow element in the lowest bits.
// RUN: sigil run %s --function=bitcast --input="2xi32=1 -1" --input="2x2xi16=1 2 -1 0" | FileCheck %s --check-prefix=BITCAST
// BITCAST: 2x4xi8=[1 0 0 0][-1 -1 -1 -1]
// BITCAST-NEXT: result[1]: hal.buffer_view
// BITCAST-NEXT: 2xi32=131073 65535
func.func @bitcast(%a: tensor<2xi32>, %b: tensor<2x2xi16>) -> (tensor<2x4xui8>, tensor<2xi32>) {
  %0 = stablehlo.bitcast_convert %a : (tensor<2xi32>) -> tensor<2x4xui8>
  %1 = stablehlo.bitcast_convert %b : (tensor<2x2xi16>) -> tensor<2xi32>
  return %0, %1 : tensor<2x4xui8>, tensor<2xi32>
}

// scatter with a batching dimension: each batch reads its own indices; the window of the
// last index [2] does not fit in the operand (4 rows, a window of 3) and is dropped.
// RUN: sigil run %s --function=scatter | FileCheck %s --check-prefix=SCATTER
// SCATTER: 2x4xi32=[1 11 11 11][0 0 0 0]
func.func @scatter() -> tensor<2x4xi32> {
  %o = stablehlo.constant dense<[[1, 1, 1, 1], [0, 0, 0, 0]]> : tensor<2x4xi32>
  %i = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %u = stablehlo.constant dense<10> : tensor<2x3xi32>
  %r = "stablehlo.scatter"(%o, %i, %u) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %s = stablehlo.add %x, %y : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1],
      input_batching_dims = [0],
      scatter_indices_batching_dims = [0],
      scatter_dims_to_operand_dims = [1],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x4xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}
