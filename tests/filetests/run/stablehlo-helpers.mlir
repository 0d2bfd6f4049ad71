// JAX puts small helpers (`relu`, `_where`) in private functions. The VM inlines them into
// their callers on load, so their elementwise work fuses with the callers' (one pass over
// memory for the whole chain), and keeps each inlined op's own location: a failed check in
// a helper names the helper's line, and a run-time error there its op.

// RUN: sigil run %s --function=main --input="2x3xf32=-1 2 -3 4 -5 6" | FileCheck %s
// RUN: sigil run %s --jit=always --function=main --input="2x3xf32=-1 2 -3 4 -5 6" | FileCheck %s
// CHECK: 2x3xf32={{\[}}0 10 0{{\]\[}}36 0 78{{\]}}
// RUN: not sigil check %s --function=failing 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECKED: stablehlo-helpers.mlir:[[@LINE+13]]:3: Failure
// RUN: not sigil run %s --function=trapping --input="2xi32=4 0" --input=5 2>&1 | FileCheck %s --check-prefix=TRAP
// TRAP: stablehlo-helpers.mlir:[[@LINE+17]]:8: error:

func.func private @relu(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<2x3xf32>
  %r = stablehlo.maximum %x, %z : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func private @expect_positive(%x: tensor<2xi32>) {
  %z = stablehlo.constant dense<0> : tensor<2xi32>
  %gt = stablehlo.compare GT, %x, %z : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  check.expect_eq_const %gt, dense<true> : tensor<2xi1>
  return
}

func.func private @pick(%x: tensor<2xi32>, %i: index) -> i32 {
  %c = stablehlo.constant dense<12> : tensor<2xi32>
  %q = tensor.extract %x[%i] : tensor<2xi32>
  return %q : i32
}

func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = stablehlo.constant dense<2.0> : tensor<2x3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %d = stablehlo.multiply %x, %two : tensor<2x3xf32>
  %r = func.call @relu(%d) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %p = stablehlo.add %r, %one : tensor<2x3xf32>
  %m = stablehlo.multiply %p, %x : tensor<2x3xf32>
  %s = func.call @relu(%m) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %o = stablehlo.add %s, %one : tensor<2x3xf32>
  %f = stablehlo.multiply %o, %one : tensor<2x3xf32>
  %g = func.call @relu(%f) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %h = stablehlo.subtract %g, %one : tensor<2x3xf32>
  %k = stablehlo.add %h, %h : tensor<2x3xf32>
  %l = stablehlo.subtract %k, %h : tensor<2x3xf32>
  return %l : tensor<2x3xf32>
}

func.func @failing() {
  %x = stablehlo.constant dense<[3, -1]> : tensor<2xi32>
  func.call @expect_positive(%x) : (tensor<2xi32>) -> ()
  return
}

func.func @trapping(%x: tensor<2xi32>, %i: index) -> i32 {
  %q = func.call @pick(%x, %i) : (tensor<2xi32>, index) -> i32
  return %q : i32
}
