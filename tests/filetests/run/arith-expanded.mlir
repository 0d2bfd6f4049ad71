// The arith ops that `arith-expand` rewrites, on edge values: rounding divisions of
// every sign combination (and a zero numerator for ceildivui), the integer min/max ops
// signed and unsigned, and f32 <-> bf16 with ties to even, NaN, infinity, -0, overflow
// and a subnormal. The pass semantics test runs these before and after the pass.
// (Not the f4E2M1FN and f8E8M0FNU casts: MLIR's expansion of them rounds ties up and
// truncates the exponent, where the ops' own semantics, which the VM follows, round to
// nearest even.)

// RUN: sigil run %s --function=ints --input="8xi32=7 -7 7 -7 0 2147483647 -2147483647 1" --input="8xi32=2 2 -2 -2 3 2 3 -1" | FileCheck %s --check-prefix=INTS
// INTS: EXEC @ints
// INTS-NEXT: result[0]: hal.buffer_view
// INTS-NEXT: 8xi32=4 -3 -3 4 0 1073741824 -715827882 -1
// INTS-NEXT: result[1]: hal.buffer_view
// INTS-NEXT: 8xi32=3 -4 -4 3 0 1073741823 -715827883 -1
// INTS-NEXT: result[2]: hal.buffer_view
// INTS-NEXT: 8xi32=4 2147483645 1 1 0 1073741824 715827883 1
// INTS-NEXT: result[3]: hal.buffer_view
// INTS-NEXT: 8xi32=7 2 7 -2 3 2147483647 3 1
// INTS-NEXT: result[4]: hal.buffer_view
// INTS-NEXT: 8xi32=2 -7 -2 -7 0 2 -2147483647 -1
// INTS-NEXT: result[5]: hal.buffer_view
// INTS-NEXT: 8xi32=7 -7 -2 -2 3 2147483647 -2147483647 -1
// INTS-NEXT: result[6]: hal.buffer_view
// INTS-NEXT: 8xi32=2 2 7 -7 0 2 3 1
func.func @ints(%a: vector<8xi32>, %b: vector<8xi32>) -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>) {
  %0 = arith.ceildivsi %a, %b : vector<8xi32>
  %1 = arith.floordivsi %a, %b : vector<8xi32>
  %2 = arith.ceildivui %a, %b : vector<8xi32>
  %3 = arith.maxsi %a, %b : vector<8xi32>
  %4 = arith.minsi %a, %b : vector<8xi32>
  %5 = arith.maxui %a, %b : vector<8xi32>
  %6 = arith.minui %a, %b : vector<8xi32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>
}

// Scalars, and the index type.
// RUN: sigil run %s --function=scalars --input=-9 --input=4 | FileCheck %s --check-prefix=SCALARS
// SCALARS: result[0]: i64=-2
// SCALARS-NEXT: result[1]: i64=-3
// SCALARS-NEXT: result[2]: i64=-2
// SCALARS-NEXT: result[3]: i64=-3
func.func @scalars(%a: i64, %b: i64) -> (i64, i64, index, index) {
  %0 = arith.ceildivsi %a, %b : i64
  %1 = arith.floordivsi %a, %b : i64
  %ai = arith.index_cast %a : i64 to index
  %bi = arith.index_cast %b : i64 to index
  %2 = arith.ceildivsi %ai, %bi : index
  %3 = arith.floordivsi %ai, %bi : index
  return %0, %1, %2, %3 : i64, i64, index, index
}

// RUN: sigil run %s --function=bf16 --input="8xf32=1 1.00390625 1.01171875 nan inf -0 3.4e38 1e-40" | FileCheck %s --check-prefix=BF16
// BF16: 8xbf16=1 1 1.01562 NAN INF -0 INF 9.18355E-41
// BF16: 8xf32=1 1 1.01562 NAN INF -0 INF 9.18355E-41
func.func @bf16(%x: vector<8xf32>) -> (vector<8xbf16>, vector<8xf32>) {
  %t = arith.truncf %x : vector<8xf32> to vector<8xbf16>
  %e = arith.extf %t : vector<8xbf16> to vector<8xf32>
  return %t, %e : vector<8xbf16>, vector<8xf32>
}
