// rng_bit_generator with THREE_FRY, bit for bit as XLA on CPU: a 32-bit result takes both words
// of half as many counters (along its first even dimension), a 16-bit one their low bits, and
// the state's counter moves by the counters used. The expected values are IREE 3.13's
// (iree-run-module, llvm-cpu), which follows XLA's algorithm; the 64-bit case is checked against
// JAX's own output by StableHLO's testdata suite (tests/stablehlo-testdata, the full suite).

// RUN: sigil run %s --function=three_fry | FileCheck %s
// CHECK: 2xi64=12345678901 48
// CHECK-NEXT: result[1]: hal.buffer_view
// CHECK-NEXT: 3x4xi32=[-1046982810 308573534 248568146 322376381][-320740792 1025498719 2099545175 764268684][-149527583 -1931050533 -1399921254 -127049871]
// CHECK-NEXT: result[2]: hal.buffer_view
// CHECK-NEXT: 5xi32=-1046982810 308573534 248568146 322376381 -320740792
// CHECK-NEXT: result[3]: hal.buffer_view
// CHECK-NEXT: 3xi16=20326 30046 -9902
func.func @three_fry() -> (tensor<2xui64>, tensor<3x4xui32>, tensor<5xui32>, tensor<3xui16>) {
  %s = stablehlo.constant dense<[12345678901, 42]> : tensor<2xui64>
  %ns, %r = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
  %ns2, %r2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui32>)
  %ns3, %r3 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui16>)
  return %ns, %r, %r2, %r3 : tensor<2xui64>, tensor<3x4xui32>, tensor<5xui32>, tensor<3xui16>
}
