// IREE's iree_linalg_ext ops at run time, beyond IREE's own e2e files: a
// stable sort of several operands with a comparator that is not one
// comparison, ties, dynamic shapes, top-k with input indices, scan's
// exclusive form, scatter with a combiner and repeated indices, and the
// traps for indices outside a tensor.

// RUN: sigil run %s --function=sort_pairs --input="6xi32=3 1 3 2 1 3" --input="6xf32=0 1 2 3 4 5" | FileCheck %s --check-prefix=SORT
// SORT: 6xi32=1 1 2 3 3 3
// SORT: 6xf32=1 4 3 0 2 5
func.func @sort_pairs(%k: tensor<?xi32>, %v: tensor<?xf32>) -> (tensor<?xi32>, tensor<?xf32>) {
  %0:2 = iree_linalg_ext.sort dimension(0) outs(%k, %v : tensor<?xi32>, tensor<?xf32>) {
  ^bb0(%a: i32, %b: i32, %x: f32, %y: f32):
    %lt = arith.cmpi slt, %a, %b : i32
    iree_linalg_ext.yield %lt : i1
  } -> tensor<?xi32>, tensor<?xf32>
  return %0#0, %0#1 : tensor<?xi32>, tensor<?xf32>
}

// A comparator of its own: descending by absolute value (ties keep their order).
// RUN: sigil run %s --function=sort_abs --input="2x4xi32=-3 1 3 -2 5 -5 0 4" | FileCheck %s --check-prefix=ABS
// ABS: 2x4xi32=[-3 3 -2 1][5 -5 4 0]
func.func @sort_abs(%k: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %0 = iree_linalg_ext.sort dimension(1) outs(%k : tensor<2x4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c0 = arith.constant 0 : i32
    %na = arith.subi %c0, %a : i32
    %nb = arith.subi %c0, %b : i32
    %aa = arith.maxsi %a, %na : i32
    %ab = arith.maxsi %b, %nb : i32
    %gt = arith.cmpi sgt, %aa, %ab : i32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// RUN: sigil run %s --function=scan_exclusive --input="5xi32=1 2 3 4 5" | FileCheck %s --check-prefix=SCAN
// SCAN: 5xi32=10 11 13 16 20
// SCAN: i32=20
func.func @scan_exclusive(%in: tensor<5xi32>) -> (tensor<5xi32>, tensor<i32>) {
  %c10 = arith.constant 10 : i32
  %e = tensor.empty() : tensor<5xi32>
  %a0 = tensor.empty() : tensor<i32>
  %acc = linalg.fill ins(%c10 : i32) outs(%a0 : tensor<i32>) -> tensor<i32>
  %0:2 = iree_linalg_ext.scan dimension(0) inclusive(false) ins(%in : tensor<5xi32>) outs(%e, %acc : tensor<5xi32>, tensor<i32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    iree_linalg_ext.yield %s : i32
  } -> tensor<5xi32>, tensor<i32>
  return %0#0, %0#1 : tensor<5xi32>, tensor<i32>
}

// Repeated indices combine in order (unique_indices(false)).
// RUN: sigil run %s --function=scatter_add --input="4xf32=0 0 0 0" --input="3xf32=1 2 4" --input="3x1xi32=1 3 1" | FileCheck %s --check-prefix=SCATTER
// SCATTER: 4xf32=0 5 0 2
func.func @scatter_add(%o: tensor<4xf32>, %u: tensor<3xf32>, %i: tensor<3x1xi32>) -> tensor<4xf32> {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%u, %i : tensor<3xf32>, tensor<3x1xi32>) outs(%o : tensor<4xf32>) {
  ^bb0(%new: f32, %old: f32):
    %s = arith.addf %new, %old : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// RUN: not sigil run %s --function=scatter_add --input="4xf32=0 0 0 0" --input="3xf32=1 2 4" --input="3x1xi32=1 4 1" 2>&1 | FileCheck %s --check-prefix=SCATTER-OOB
// SCATTER-OOB: linalg-ext.mlir:{{[0-9]+}}:8: error: iree_linalg_ext.scatter: index [4] is outside the original's shape [4] (in @scatter_add)

// RUN: not sigil run %s --function=gather_rows --input="3x2xf32=1 2 3 4 5 6" --input="2xi32=2 -1" 2>&1 | FileCheck %s --check-prefix=GATHER-OOB
// GATHER-OOB: error: iree_linalg_ext.gather: index [-1, 0] is outside the source's shape [3, 2] (in @gather_rows)
// RUN: sigil run %s --function=gather_rows --input="3x2xf32=1 2 3 4 5 6" --input="2xi32=2 0" | FileCheck %s --check-prefix=GATHER
// GATHER: 2x2xf32=[5 6][1 2]
func.func @gather_rows(%s: tensor<3x2xf32>, %i: tensor<2xi32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<3x2xf32>, tensor<2xi32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// Top-2 of each row with the indices given, largest first.
// RUN: sigil run %s --function=top2 --input="2x4xf32=1 9 3 9 -1 -2 -3 -4" --input="2x4xi32=10 11 12 13 20 21 22 23" | FileCheck %s --check-prefix=TOPK
// TOPK: 2x2xf32=[9 9][-1 -2]
// TOPK: 2x2xi32=[11 13][20 21]
func.func @top2(%v: tensor<2x4xf32>, %i: tensor<2x4xi32>) -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<2x2xf32>
  %ei = tensor.empty() : tensor<2x2xi32>
  %ov = linalg.fill ins(%ninf : f32) outs(%ev : tensor<2x2xf32>) -> tensor<2x2xf32>
  %oi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<2x2xi32>) -> tensor<2x2xi32>
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v, %i : tensor<2x4xf32>, tensor<2x4xi32>) outs(%ov, %oi : tensor<2x2xf32>, tensor<2x2xi32>) {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<2x2xf32>, tensor<2x2xi32>
  return %0#0, %0#1 : tensor<2x2xf32>, tensor<2x2xi32>
}

// A 4-point FFT of [1, 2, 3, 4] (given in bit-reversed order) in two stages,
// the second with its coefficients given: [10, -2+2i, -2, -2-2i].
// RUN: sigil run %s --function=fft4 --input="4xf32=1 3 2 4" --input="4xf32=0 0 0 0" | FileCheck %s --check-prefix=FFT
// FFT: 4xf32=10 -2 -2 -2
// FFT: 4xf32=0 2 0 -2
func.func @fft4(%re: tensor<4xf32>, %im: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %s1 = arith.constant 1 : index
  %s2 = arith.constant 2 : index
  %cr = arith.constant dense<[1.0, 0.0]> : tensor<2xf32>
  %ci = arith.constant dense<[0.0, -1.0]> : tensor<2xf32>
  %0:2 = iree_linalg_ext.fft ins(%s1 : index) outs(%re, %im : tensor<4xf32>, tensor<4xf32>) : tensor<4xf32>, tensor<4xf32>
  %1:2 = iree_linalg_ext.fft ins(%s2, %cr, %ci : index, tensor<2xf32>, tensor<2xf32>) outs(%0#0, %0#1 : tensor<4xf32>, tensor<4xf32>) : tensor<4xf32>, tensor<4xf32>
  return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
}

// The same with the second stage's coefficients computed (cos and sin in f32).
// RUN: sigil run %s --function=fft4_computed --input="4xf32=1 3 2 4" --input="4xf32=0 0 0 0" | FileCheck %s --check-prefix=FFTC
// FFTC: 4xf32=10 -2 -2 -2
// FFTC: 4xf32=0 2 0 -2
func.func @fft4_computed(%re: tensor<4xf32>, %im: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %s1 = arith.constant 1 : index
  %s2 = arith.constant 2 : index
  %0:2 = iree_linalg_ext.fft ins(%s1 : index) outs(%re, %im : tensor<4xf32>, tensor<4xf32>) : tensor<4xf32>, tensor<4xf32>
  %1:2 = iree_linalg_ext.fft ins(%s2 : index) outs(%0#0, %0#1 : tensor<4xf32>, tensor<4xf32>) : tensor<4xf32>, tensor<4xf32>
  return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
}
