// Bodies that read tensors defined outside them (tensor.generate, tensor.pad,
// linalg.generic: tensor.extract and tensor.dim of a captured tensor), rank-0
// collapse and expand, and affine.if. Such bodies run in the interpreter in
// every tier (the native tier leaves them to it).

// RUN: sigil run %s --function=gen --input="3xf32=1 2 3" --input=0.5 | FileCheck %s --check-prefix=GEN
// GEN: 3x2xf32=[0.5 1.5][0.5 2.5][0.5 3.5]
func.func @gen(%t: tensor<3xf32>, %s: f32) -> tensor<3x2xf32> {
  %r = tensor.generate {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%i] : tensor<3xf32>
    %j32 = arith.index_cast %j : index to i32
    %jf = arith.sitofp %j32 : i32 to f32
    %m = arith.mulf %e, %jf : f32
    %a = arith.addf %m, %s : f32
    tensor.yield %a : f32
  } : tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

// RUN: sigil run %s --function=lg --input="4xf32=1 2 3 4" --input="3xf32=10 20 30" | FileCheck %s --check-prefix=LG
// LG: 4xf32=14 25 36 17
#id = affine_map<(i) -> (i)>
func.func @lg(%a: tensor<4xf32>, %t: tensor<3xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %c3 = arith.constant 3 : index
    %k = arith.remui %i, %c3 : index
    %v = tensor.extract %t[%k] : tensor<3xf32>
    %c0 = arith.constant 0 : index
    %n = tensor.dim %t, %c0 : tensor<3xf32>
    %ni = arith.index_cast %n : index to i32
    %nf = arith.sitofp %ni : i32 to f32
    %s0 = arith.addf %x, %v : f32
    %s = arith.addf %s0, %nf : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// RUN: sigil run %s --function=pad --input="2xi32=1 2" --input="2xi32=7 8" | FileCheck %s --check-prefix=PAD
// PAD: 5xi32=7 1 2 8 7
func.func @pad(%a: tensor<2xi32>, %t: tensor<2xi32>) -> tensor<5xi32> {
  %p = tensor.pad %a low[1] high[2] {
  ^bb0(%i: index):
    %c2 = arith.constant 2 : index
    %k = arith.remui %i, %c2 : index
    %v = tensor.extract %t[%k] : tensor<2xi32>
    tensor.yield %v : i32
  } : tensor<2xi32> to tensor<5xi32>
  return %p : tensor<5xi32>
}

// RUN: sigil run %s --function=rank0 --input="1x1xf64=7" | FileCheck %s --check-prefix=RANK0
// RANK0: result[0]: hal.buffer_view
// RANK0-NEXT: f64=7
// RANK0-NEXT: result[1]: hal.buffer_view
// RANK0-NEXT: 1x1x1xf64=[{{\[}}7]]
func.func @rank0(%t: tensor<1x1xf64>) -> (tensor<f64>, tensor<1x1x1xf64>) {
  %r = tensor.collapse_shape %t [] : tensor<1x1xf64> into tensor<f64>
  %e = tensor.expand_shape %r [] output_shape [1, 1, 1] : tensor<f64> into tensor<1x1x1xf64>
  return %r, %e : tensor<f64>, tensor<1x1x1xf64>
}

// affine.if with results, an equality and a symbol, nested in affine.for.
// RUN: sigil run %s --function=aif --input=3 | FileCheck %s --check-prefix=AIF
// AIF: result[0]: i64=9
func.func @aif(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 6 iter_args(%acc = %c0) -> index {
    %v = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>(%i)[%n] -> index {
      %x = arith.addi %acc, %i : index
      affine.yield %x : index
    } else {
      %c1 = arith.constant 1 : index
      %y = arith.addi %acc, %c1 : index
      affine.yield %y : index
    }
    affine.yield %v : index
  }
  return %r : index
}
