// linalg structured ops on tensors: generic with any linear indexing maps
// (payload compiled to bytecode, run per point), named ops through their
// payloads, and the kernels for fill and matrix products.

// RUN: sigil run %s --function=add_scale --input="2x3xf32=1 2 3 4 5 6" --input="2x3xf32=10" --input=2 | FileCheck %s --check-prefix=ADD
// ADD: 2x3xf32=[22 24 26][28 30 32]
#id = affine_map<(i, j) -> (i, j)>
func.func @add_scale(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %s: f32) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %t = arith.addf %x, %y : f32
    %u = arith.mulf %t, %s : f32
    linalg.yield %u : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// RUN: sigil run %s --function=matmul --input="2x3xf32=1 2 3 4 5 6" --input="3x2xf32=1 0 0 1 1 1" | FileCheck %s --check-prefix=MATMUL
// MATMUL: 2x2xf32=[4 5][10 11]
// RUN: sigil run %s --function=matmul_i32 --input="2x3xi32=1 2 3 4 5 6" --input="3x2xi32=1 0 0 1 1 1" | FileCheck %s --check-prefix=MATMULI
// MATMULI: 2x2xi32=[4 5][10 11]
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @matmul_i32(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>) -> tensor<2x2xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x2xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xi32>, tensor<3x2xi32>) outs(%f : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

// A matmul written as linalg.generic with B transposed goes to the same
// kernel; the batch loop runs one product per batch.
// RUN: sigil run %s --function=generic_matmul_bt --input="2x3xf64=1 2 3 4 5 6" --input="2x3xf64=1 0 1 0 1 1" | FileCheck %s --check-prefix=GMM
// GMM: 2x2xf64=[4 5][10 11]
func.func @generic_matmul_bt(%a: tensor<2x3xf64>, %bt: tensor<2x3xf64>) -> tensor<2x2xf64> {
  %z = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<2x2xf64>
  %f = linalg.fill ins(%z : f64) outs(%e : tensor<2x2xf64>) -> tensor<2x2xf64>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %bt : tensor<2x3xf64>, tensor<2x3xf64>) outs(%f : tensor<2x2xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %m = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %m : f64
    linalg.yield %s : f64
  } -> tensor<2x2xf64>
  return %r : tensor<2x2xf64>
}
// RUN: sigil run %s --function=batch --input="2x1x2xf32=1 2 3 4" --input="2x2x1xf32=1 1 2 2" | FileCheck %s --check-prefix=BATCH
// BATCH: 2x1x1xf32={{\[\[}}3]]{{\[\[}}14]]
func.func @batch(%a: tensor<2x1x2xf32>, %b: tensor<2x2x1xf32>) -> tensor<2x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x1x2xf32>, tensor<2x2x1xf32>) outs(%f : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  return %r : tensor<2x1x1xf32>
}

// RUN: sigil run %s --function=quantized --input="2x2xi8=-1 2 3 4" --input="2x2xi8=5 6 7 8" --input=i32=1 --input=i32=2 | FileCheck %s --check-prefix=QMM
// QMM: 2x2xi32=[-1 -2][21 26]
// RUN: sigil run %s --function=quantized_batch --input="2x2x2xi8=-1 2 3 4 1 0 0 1" --input="2x2x2xi8=5 6 7 8 5 6 7 8" --input=i32=1 --input=i32=2 | FileCheck %s --check-prefix=QBMM
// QBMM: 2x2x2xi32={{\[\[}}-1 -2][21 26]]{{\[\[}}-5 -6][-3 -4]]
func.func @quantized(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %az: i32, %bz: i32) -> tensor<2x2xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x2xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  %r = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<2x2xi8>, tensor<2x2xi8>, i32, i32) outs(%f : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @quantized_batch(%a: tensor<2x2x2xi8>, %b: tensor<2x2x2xi8>, %az: i32, %bz: i32) -> tensor<2x2x2xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x2x2xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  %r = linalg.quantized_batch_matmul ins(%a, %b, %az, %bz : tensor<2x2x2xi8>, tensor<2x2x2xi8>, i32, i32) outs(%f : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  return %r : tensor<2x2x2xi32>
}

// RUN: sigil run %s --function=reductions --input="2x3xf32=1 NaN 3 4 5 6" | FileCheck %s --check-prefix=RED
// RED: 2xf32=NAN 15
// RED: 3xf32=4 5 6
func.func @reductions(%a: tensor<2x3xf32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %e3 = tensor.empty() : tensor<3xf32>
  %f3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %max = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%f3 : tensor<3xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.maxnumf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %sum, %max : tensor<2xf32>, tensor<3xf32>
}

// Named ops run through their payloads: transpose, broadcast, map,
// elementwise and a convolution (a window read through d0 + d1 maps).
// RUN: sigil run %s --function=named --input="2x3xi32=1 2 3 4 5 6" --input="3xi32=10 20 30" | FileCheck %s --check-prefix=NAMED
// NAMED: 3x2xi32=[1 4][2 5][3 6]
// NAMED: 2x3xi32=[10 20 30][10 20 30]
// NAMED: 2x3xi32=[11 22 33][14 25 36]
// NAMED: 2x3xi32=[1 4 9][16 25 36]
func.func @named(%a: tensor<2x3xi32>, %v: tensor<3xi32>) -> (tensor<3x2xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  %e1 = tensor.empty() : tensor<3x2xi32>
  %t = linalg.transpose ins(%a : tensor<2x3xi32>) outs(%e1 : tensor<3x2xi32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<2x3xi32>
  %b = linalg.broadcast ins(%v : tensor<3xi32>) outs(%e2 : tensor<2x3xi32>) dimensions = [0]
  %m = linalg.map ins(%a, %b : tensor<2x3xi32>, tensor<2x3xi32>) outs(%e2 : tensor<2x3xi32>)
    (%x: i32, %y: i32, %o: i32) {
      %s = arith.addi %x, %y : i32
      linalg.yield %s : i32
    }
  %sq = linalg.mul ins(%a, %a : tensor<2x3xi32>, tensor<2x3xi32>) outs(%e2 : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %t, %b, %m, %sq : tensor<3x2xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}

// RUN: sigil run %s --function=conv --input="1x4x4x1xf32=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16" --input="2x2x1x1xf32=1 0 0 1" | FileCheck %s --check-prefix=CONV
// CONV: 1x3x3x1xf32={{\[\[}}[7][9][11]]{{\[\[}}15][17][19]]{{\[\[}}23][25][27]]]
func.func @conv(%i: tensor<1x4x4x1xf32>, %k: tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %r = linalg.conv_2d_nhwc_hwcf ins(%i, %k : tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) outs(%f : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %r : tensor<1x3x3x1xf32>
}

// linalg.index reads the loop indices.
// RUN: sigil run %s --function=indices | FileCheck %s --check-prefix=INDEX
// INDEX: 2x3xi64=[0 1 2][10 11 12]
func.func @indices() -> tensor<2x3xindex> {
  %e = tensor.empty() : tensor<2x3xindex>
  %c10 = arith.constant 10 : index
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x3xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %t = arith.muli %i, %c10 : index
    %s = arith.addi %t, %j : index
    linalg.yield %s : index
  } -> tensor<2x3xindex>
  return %r : tensor<2x3xindex>
}

// Shapes that disagree at run time are traps.
// RUN: not sigil run %s --function=mismatch --input="2xf32=1 2" --input="3xf32=1 2 3" 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: error: linalg.generic: dimension 0 of operand #1 is 3, but loop 0 runs 2 times (mismatched shapes) (in @mismatch)
func.func @mismatch(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// linalg.softmax along the rows (the f32 kernel) and along columns, in f64
// (per line).
// RUN: sigil run %s --function=softmax --input="2x3xf32=0 0 0 1 2 3" | FileCheck %s --check-prefix=SOFTMAX
// SOFTMAX: 2x3xf32=[0.333333 0.333333 0.333333][0.0900306 0.244728 0.665241]
// SOFTMAX: 2x2xf64=[0.268941 0.5][0.731059 0.5]
func.func @softmax(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x2xf64>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.softmax dimension(1) ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = arith.constant dense<[[1.0, 5.0], [2.0, 5.0]]> : tensor<2x2xf64>
  %e2 = tensor.empty() : tensor<2x2xf64>
  %r2 = linalg.softmax dimension(0) ins(%c : tensor<2x2xf64>) outs(%e2 : tensor<2x2xf64>) -> tensor<2x2xf64>
  return %r, %r2 : tensor<2x3xf32>, tensor<2x2xf64>
}

// linalg.pack with padding (and with the outer dimensions permuted) and
// linalg.unpack back; the same as iree-run-module prints.
// RUN: sigil run %s --function=pack --input="5x6xi32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29" | FileCheck %s --check-prefix=PACK
// PACK: 3x2x2x4xi32={{\[\[\[}}0 1 2 3][6 7 8 9]]{{\[\[}}4 5 -1 -1][10 11 -1 -1]]]{{\[\[\[}}12 13 14 15][18 19 20 21]]{{\[\[}}16 17 -1 -1][22 23 -1 -1]]]{{\[\[\[}}24 25 26 27][-1 -1 -1 -1]]{{\[\[}}28 29 -1 -1][-1 -1 -1 -1]]]
// PACK: 2x3x2x4xi32={{\[\[\[}}0 1 2 3][6 7 8 9]]{{\[\[}}12 13 14 15][18 19 20 21]]{{\[\[}}24 25 26 27][-1 -1 -1 -1]]]{{\[\[\[}}4 5 -1 -1][10 11 -1 -1]]{{\[\[}}16 17 -1 -1][22 23 -1 -1]]{{\[\[}}28 29 -1 -1][-1 -1 -1 -1]]]
// PACK: 5x6xi32=[0 1 2 3 4 5][6 7 8 9 10 11][12 13 14 15 16 17][18 19 20 21 22 23][24 25 26 27 28 29]
func.func @pack(%a: tensor<5x6xi32>) -> (tensor<3x2x2x4xi32>, tensor<2x3x2x4xi32>, tensor<5x6xi32>) {
  %pad = arith.constant -1 : i32
  %e = tensor.empty() : tensor<3x2x2x4xi32>
  %p = linalg.pack %a padding_value(%pad : i32) inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e : tensor<5x6xi32> -> tensor<3x2x2x4xi32>
  %e2 = tensor.empty() : tensor<2x3x2x4xi32>
  %q = linalg.pack %a padding_value(%pad : i32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e2 : tensor<5x6xi32> -> tensor<2x3x2x4xi32>
  %e3 = tensor.empty() : tensor<5x6xi32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e3 : tensor<3x2x2x4xi32> -> tensor<5x6xi32>
  return %p, %q, %u : tensor<3x2x2x4xi32>, tensor<2x3x2x4xi32>, tensor<5x6xi32>
}

// Non-linear indexing maps (mod, floordiv, ceildiv) run on the general
// path: offsets evaluated per point, each checked against its operand.
// Expected values are iree-run-module's (llvm-cpu) on the same inputs.
// RUN: sigil run %s --function=upsample --input="2x3xf32=1 2 3 4 5 6" | FileCheck %s --check-prefix=UPSAMPLE
// UPSAMPLE: 4x6xf32=[1 1 2 2 3 3][1 1 2 2 3 3][4 4 5 5 6 6][4 4 5 5 6 6]
func.func @upsample(%a: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 2)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x3xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// RUN: sigil run %s --function=tile --input="3xi32=1 2 3" --input="3xi32=10 20 30" | FileCheck %s --check-prefix=TILE
// TILE: 7xi32=11 122 223 321 432 533 631
func.func @tile(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<7xi32> {
  %e = tensor.empty() : tensor<7xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 mod 3)>, affine_map<(d0) -> (d0 ceildiv 3)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%e : tensor<7xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %c100 = arith.constant 100 : i32
    %m = arith.muli %ii, %c100 : i32
    %s = arith.addi %x, %y : i32
    %t = arith.addi %s, %m : i32
    linalg.yield %t : i32
  } -> tensor<7xi32>
  return %r : tensor<7xi32>
}

// RUN: sigil run %s --function=halves --input="4xf32=1 2 3 4" | FileCheck %s --check-prefix=HALVES
// HALVES: 2x4xf32=[1 1 2 2][3 3 4 4]
func.func @halves(%a: tensor<4xf32>) -> tensor<2x4xf32> {
  %e2 = tensor.empty() : tensor<2x4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ((d0 * 4 + d1) floordiv 2)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%e2 : tensor<2x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}

// A non-linear map reading past its operand is an error (IREE reads
// whatever lies there).
// RUN: not sigil run %s --function=overrun --input="2xf32=1 2" 2>&1 | FileCheck %s --check-prefix=OVERRUN
// OVERRUN: linalg.mlir:[[@LINE+3]]:8: error: linalg.generic: operand #0 is read at 2 in dimension 0 of size 2 at loop indices [2] (out of bounds) (in @overrun)
func.func @overrun(%a: tensor<2xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 mod 3)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<2xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// A payload of comparisons and selects runs on the whole-buffer kernels
// (and, with --jit=off, in the interpreter): unordered predicates hold for
// NaN, ordered ones do not, -0 equals 0.
// RUN: sigil run %s --function=cmp_select --input="6xf32=nan -0 1 inf -inf 2" --input="6xf32=1 0 nan inf 3 2" | FileCheck %s --check-prefix=CMPSEL
// CMPSEL: result[0]: hal.buffer_view
// CMPSEL-NEXT: 6xf32=NAN 0 1 INF -INF 2
// CMPSEL: result[1]: hal.buffer_view
// CMPSEL-NEXT: 6xf32=1 0 NAN INF -INF 2
#v = affine_map<(i) -> (i)>
func.func @cmp_select(%a: tensor<6xf32>, %b: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %c = arith.cmpf ult, %x, %y : f32
    %s = arith.select %c, %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  %q = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %c = arith.cmpf one, %x, %y : f32
    %s = arith.select %c, %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r, %q : tensor<6xf32>, tensor<6xf32>
}

// tanh and log on the expression kernels: f64 inside, one rounding to f32;
// NaN and -0 kept, tanh saturating to 1, log of 0 -inf and of x < 0 NaN.
// RUN: sigil run %s --function=tanh_log --input="6xf32=0.5 -1 20 nan -0 1e-30" | FileCheck %s --check-prefix=TANH
// TANH: 6xf32=0.462117 -0.761594 1 NAN -0 1E-30
// TANH: 6xf32=-0.693147 NAN 2.99573 NAN -INF -69.0776
func.func @tanh_log(%a: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%a : tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.tanh %x : f32
    linalg.yield %t : f32
  } -> tensor<6xf32>
  %l = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%a : tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.log %x : f32
    linalg.yield %t : f32
  } -> tensor<6xf32>
  return %r, %l : tensor<6xf32>, tensor<6xf32>
}
