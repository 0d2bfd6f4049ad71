// iree_linalg_ext ops on memrefs (buffer semantics): the op writes its
// destinations in place and has no results. IREE cannot run these forms
// (a public function takes no memrefs, and a memref made inside one from a
// tensor with bufferization.to_buffer is not legalised), so each memref
// function is checked against the same op on tensors with the same
// inputs, under the same CHECK prefix: those tensor results are IREE's
// (iree-compile for llvm-cpu and iree-run-module on these inputs; for
// im2col after IREE's decomposition, see linalg-ext-im2col.mlir), except
// where said.

// Keys without ties (IREE's sort does not keep the order of equal keys).
// RUN: sigil run %s --function=sort_t --input="6xi32=3 1 5 2 0 4" --input="6xf32=0 1 2 3 4 5" | FileCheck %s --check-prefix=SORT
// RUN: sigil run %s --function=sort_m --input="6xi32=3 1 5 2 0 4" --input="6xf32=0 1 2 3 4 5" | FileCheck %s --check-prefix=SORT
// SORT: 6xi32=0 1 2 3 4 5
// SORT: 6xf32=4 1 3 0 5 2
func.func @sort_t(%k: tensor<6xi32>, %v: tensor<6xf32>) -> (tensor<6xi32>, tensor<6xf32>) {
  %0:2 = iree_linalg_ext.sort dimension(0) outs(%k, %v : tensor<6xi32>, tensor<6xf32>) {
  ^bb0(%a: i32, %b: i32, %x: f32, %y: f32):
    %lt = arith.cmpi slt, %a, %b : i32
    iree_linalg_ext.yield %lt : i1
  } -> tensor<6xi32>, tensor<6xf32>
  return %0#0, %0#1 : tensor<6xi32>, tensor<6xf32>
}
func.func @sort_m(%k: memref<6xi32>, %v: memref<6xf32>) -> (memref<6xi32>, memref<6xf32>) {
  iree_linalg_ext.sort dimension(0) outs(%k, %v : memref<6xi32>, memref<6xf32>) {
  ^bb0(%a: i32, %b: i32, %x: f32, %y: f32):
    %lt = arith.cmpi slt, %a, %b : i32
    iree_linalg_ext.yield %lt : i1
  }
  return %k, %v : memref<6xi32>, memref<6xf32>
}

// A sort of one column of a 3x2 memref, through a strided subview: only
// that column changes (hand-checked: column 1 is 5 3 4, sorted 3 4 5).
// RUN: sigil run %s --function=sort_column --input="3x2xf32=1 5 2 3 0 4" | FileCheck %s --check-prefix=COLUMN
// COLUMN: 3x2xf32=[1 3][2 4][0 5]
func.func @sort_column(%m: memref<3x2xf32>) -> memref<3x2xf32> {
  %col = memref.subview %m[0, 1] [3, 1] [1, 1] : memref<3x2xf32> to memref<3xf32, strided<[2], offset: 1>>
  iree_linalg_ext.sort dimension(0) outs(%col : memref<3xf32, strided<[2], offset: 1>>) {
  ^bb0(%a: f32, %b: f32):
    %lt = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %lt : i1
  }
  return %m : memref<3x2xf32>
}

// RUN: sigil run %s --function=scan_t --input="2x3xi32=1 2 3 4 5 6" | FileCheck %s --check-prefix=SCAN
// RUN: sigil run %s --function=scan_m --input="2x3xi32=1 2 3 4 5 6" --input="2x3xi32=0 0 0 0 0 0" --input="2xi32=0 0" | FileCheck %s --check-prefix=SCAN
// SCAN: 2x3xi32=[1 3 6][4 9 15]
// SCAN: 2xi32=6 15
func.func @scan_t(%in: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2xi32>) {
  %e = tensor.empty() : tensor<2x3xi32>
  %a = tensor.empty() : tensor<2xi32>
  %0:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%in : tensor<2x3xi32>) outs(%e, %a : tensor<2x3xi32>, tensor<2xi32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    iree_linalg_ext.yield %s : i32
  } -> tensor<2x3xi32>, tensor<2xi32>
  return %0#0, %0#1 : tensor<2x3xi32>, tensor<2xi32>
}
func.func @scan_m(%in: memref<2x3xi32>, %out: memref<2x3xi32>, %acc: memref<2xi32>) -> (memref<2x3xi32>, memref<2xi32>) {
  iree_linalg_ext.scan dimension(1) inclusive(true) ins(%in : memref<2x3xi32>) outs(%out, %acc : memref<2x3xi32>, memref<2xi32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    iree_linalg_ext.yield %s : i32
  }
  return %out, %acc : memref<2x3xi32>, memref<2xi32>
}

// RUN: sigil run %s --function=topk_t --input="2x4xf32=1 9 3 9 -1 -2 -3 -4" --input="2x4xi32=10 11 12 13 20 21 22 23" | FileCheck %s --check-prefix=TOPK
// RUN: sigil run %s --function=topk_m --input="2x4xf32=1 9 3 9 -1 -2 -3 -4" --input="2x4xi32=10 11 12 13 20 21 22 23" --input="2x2xf32=-inf -inf -inf -inf" --input="2x2xi32=0 0 0 0" | FileCheck %s --check-prefix=TOPK
// TOPK: 2x2xf32=[9 9][-1 -2]
// TOPK: 2x2xi32=[11 13][20 21]
func.func @topk_t(%v: tensor<2x4xf32>, %i: tensor<2x4xi32>) -> (tensor<2x2xf32>, tensor<2x2xi32>) {
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
func.func @topk_m(%v: memref<2x4xf32>, %i: memref<2x4xi32>, %ov: memref<2x2xf32>, %oi: memref<2x2xi32>) -> (memref<2x2xf32>, memref<2x2xi32>) {
  iree_linalg_ext.topk dimension(1) ins(%v, %i : memref<2x4xf32>, memref<2x4xi32>) outs(%ov, %oi : memref<2x2xf32>, memref<2x2xi32>) {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  }
  return %ov, %oi : memref<2x2xf32>, memref<2x2xi32>
}

// Repeated indices combine in order; the memref form writes the original
// in place.
// RUN: sigil run %s --function=scatter_t --input="4xf32=0 0 0 0" --input="3xf32=1 2 4" --input="3x1xi32=1 3 1" | FileCheck %s --check-prefix=SCATTER
// RUN: sigil run %s --function=scatter_m --input="4xf32=0 0 0 0" --input="3xf32=1 2 4" --input="3x1xi32=1 3 1" | FileCheck %s --check-prefix=SCATTER
// SCATTER: 4xf32=0 5 0 2
func.func @scatter_t(%o: tensor<4xf32>, %u: tensor<3xf32>, %i: tensor<3x1xi32>) -> tensor<4xf32> {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%u, %i : tensor<3xf32>, tensor<3x1xi32>) outs(%o : tensor<4xf32>) {
  ^bb0(%new: f32, %old: f32):
    %s = arith.addf %new, %old : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @scatter_m(%o: memref<4xf32>, %u: memref<3xf32>, %i: memref<3x1xi32>) -> memref<4xf32> {
  iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%u, %i : memref<3xf32>, memref<3x1xi32>) outs(%o : memref<4xf32>) {
  ^bb0(%new: f32, %old: f32):
    %s = arith.addf %new, %old : f32
    iree_linalg_ext.yield %s : f32
  }
  return %o : memref<4xf32>
}

// An index outside the original traps at the memref op too, naming it.
// RUN: not sigil run %s --function=scatter_m --input="4xf32=0 0 0 0" --input="3xf32=1 2 4" --input="3x1xi32=1 4 1" 2>&1 | FileCheck %s --check-prefix=SCATTER-OOB
// SCATTER-OOB: linalg-ext-memref.mlir:{{[0-9]+}}:3: error: iree_linalg_ext.scatter: index [4] is outside the original's shape [4] (in @scatter_m)

// RUN: sigil run %s --function=gather_t --input="3x2xf32=1 2 3 4 5 6" --input="2xi32=2 0" | FileCheck %s --check-prefix=GATHER
// RUN: sigil run %s --function=gather_m --input="3x2xf32=1 2 3 4 5 6" --input="2xi32=2 0" --input="2x2xf32=0 0 0 0" | FileCheck %s --check-prefix=GATHER
// GATHER: 2x2xf32=[5 6][1 2]
func.func @gather_t(%s: tensor<3x2xf32>, %i: tensor<2xi32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<3x2xf32>, tensor<2xi32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @gather_m(%s: memref<3x2xf32>, %i: memref<2xi32>, %o: memref<2x2xf32>) -> memref<2x2xf32> {
  iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : memref<3x2xf32>, memref<2xi32>) outs(%o : memref<2x2xf32>)
  return %o : memref<2x2xf32>
}

// RUN: sigil run %s --function=arg_max_t --input="3x2xf32=1 7 5 -2 5 9" | FileCheck %s --check-prefix=ARGMAX
// RUN: sigil run %s --function=arg_max_m --input="3x2xf32=1 7 5 -2 5 9" --input="2xf32=-inf -inf" --input="2xi32=0 0" | FileCheck %s --check-prefix=ARGMAX
// ARGMAX: 2xf32=5 9
// ARGMAX: 2xi32=1 2
func.func @arg_max_t(%in: tensor<3x2xf32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<2xf32>
  %ei = tensor.empty() : tensor<2xi32>
  %ov = linalg.fill ins(%ninf : f32) outs(%ev : tensor<2xf32>) -> tensor<2xf32>
  %oi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<2xi32>) -> tensor<2xi32>
  %0:2 = iree_linalg_ext.arg_compare dimension(0) ins(%in : tensor<3x2xf32>) outs(%ov, %oi : tensor<2xf32>, tensor<2xi32>) {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<2xf32>, tensor<2xi32>
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xi32>
}
func.func @arg_max_m(%in: memref<3x2xf32>, %ov: memref<2xf32>, %oi: memref<2xi32>) -> (memref<2xf32>, memref<2xi32>) {
  iree_linalg_ext.arg_compare dimension(0) ins(%in : memref<3x2xf32>) outs(%ov, %oi : memref<2xf32>, memref<2xi32>) {
  ^bb0(%a: f32, %b: f32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  }
  return %ov, %oi : memref<2xf32>, memref<2xi32>
}

// Two FFT stages in place on the real and imaginary memrefs: the DFT of
// [1, 2, 3, 4] (given in bit-reversed order) is [10, -2+2i, -2, -2-2i]
// (hand-derived: iree-compile 3.13 crashes on this fft for llvm-cpu).
// RUN: sigil run %s --function=fft_t --input="4xf32=1 3 2 4" --input="4xf32=0 0 0 0" | FileCheck %s --check-prefix=FFT
// RUN: sigil run %s --function=fft_m --input="4xf32=1 3 2 4" --input="4xf32=0 0 0 0" | FileCheck %s --check-prefix=FFT
// FFT: 4xf32=10 -2 -2 -2
// FFT: 4xf32=0 2 0 -2
func.func @fft_t(%re: tensor<4xf32>, %im: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %s1 = arith.constant 1 : index
  %s2 = arith.constant 2 : index
  %0:2 = iree_linalg_ext.fft ins(%s1 : index) outs(%re, %im : tensor<4xf32>, tensor<4xf32>) : tensor<4xf32>, tensor<4xf32>
  %1:2 = iree_linalg_ext.fft ins(%s2 : index) outs(%0#0, %0#1 : tensor<4xf32>, tensor<4xf32>) : tensor<4xf32>, tensor<4xf32>
  return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
}
func.func @fft_m(%re: memref<4xf32>, %im: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %s1 = arith.constant 1 : index
  %s2 = arith.constant 2 : index
  iree_linalg_ext.fft ins(%s1 : index) outs(%re, %im : memref<4xf32>, memref<4xf32>)
  iree_linalg_ext.fft ins(%s2 : index) outs(%re, %im : memref<4xf32>, memref<4xf32>)
  return %re, %im : memref<4xf32>, memref<4xf32>
}

// im2col into a memref: IREE's result for @nhwc of linalg-ext-im2col.mlir.
// RUN: sigil run %s --function=im2col_m --input="1x4x4x2xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31" --input="1x4x18xf32=0" | FileCheck %s --check-prefix=IM2COL
// IM2COL: 1x4x18xf32={{\[\[}}0 1 2 3 4 5 8 9 10 11 12 13 16 17 18 19 20 21][2 3 4 5 6 7 10 11 12 13 14 15 18 19 20 21 22 23][8 9 10 11 12 13 16 17 18 19 20 21 24 25 26 27 28 29][10 11 12 13 14 15 18 19 20 21 22 23 26 27 28 29 30 31]]
func.func @im2col_m(%in: memref<1x4x4x2xf32>, %out: memref<1x4x18xf32>) -> memref<1x4x18xf32> {
  iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[1], [2, 2], [3, 3, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      ins(%in : memref<1x4x4x2xf32>) outs(%out : memref<1x4x18xf32>)
  return %out : memref<1x4x18xf32>
}

// RUN: sigil run %s --function=attention_t --input="2x3xf32=1 0 1 0 1 0" --input="4x3xf32=1 1 1 0 1 0 1 0 1 0 0 0" --input="4x2xf32=1 2 3 4 5 6 7 8" --input=0.5 | FileCheck %s --check-prefix=ATTN
// RUN: sigil run %s --function=attention_m --input="2x3xf32=1 0 1 0 1 0" --input="4x3xf32=1 1 1 0 1 0 1 0 1 0 0 0" --input="4x2xf32=1 2 3 4 5 6 7 8" --input=0.5 --input="2x2xf32=0 0 0 0" | FileCheck %s --check-prefix=ATTN
// ATTN: 2x2xf32=[3.53788 4.53788][3.51016 4.51016]
func.func @attention_t(%q: tensor<2x3xf32>, %k: tensor<4x3xf32>, %v: tensor<4x2xf32>, %scale: f32) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]> ins(%q, %k, %v, %scale : tensor<2x3xf32>, tensor<4x3xf32>, tensor<4x2xf32>, f32) outs(%e : tensor<2x2xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @attention_m(%q: memref<2x3xf32>, %k: memref<4x3xf32>, %v: memref<4x2xf32>, %scale: f32, %out: memref<2x2xf32>) -> memref<2x2xf32> {
  iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]> ins(%q, %k, %v, %scale : memref<2x3xf32>, memref<4x3xf32>, memref<4x2xf32>, f32) outs(%out : memref<2x2xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  }
  return %out : memref<2x2xf32>
}

// map_store of a tensor into a memref (the destination transposed), the
// mixed form: the op writes the memref and has no result.
// RUN: sigil run %s --function=map_store_t --input="2x3xi32=1 2 3 4 5 6" | FileCheck %s --check-prefix=MAPSTORE
// RUN: sigil run %s --function=map_store_mixed --input="2x3xi32=1 2 3 4 5 6" --input="3x2xi32=0 0 0 0 0 0" | FileCheck %s --check-prefix=MAPSTORE
// MAPSTORE: 3x2xi32=[1 4][2 5][3 6]
func.func @map_store_t(%in: tensor<2x3xi32>) -> tensor<3x2xi32> {
  %e = tensor.empty() : tensor<3x2xi32>
  %0 = iree_linalg_ext.map_store %in into %e {
  ^bb0(%i: index, %j: index):
    %t = arith.constant true
    iree_linalg_ext.yield %j, %i, %t : index, index, i1
  } : tensor<2x3xi32> into tensor<3x2xi32> -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
func.func @map_store_mixed(%in: tensor<2x3xi32>, %o: memref<3x2xi32>) -> memref<3x2xi32> {
  iree_linalg_ext.map_store %in into %o {
  ^bb0(%i: index, %j: index):
    %t = arith.constant true
    iree_linalg_ext.yield %j, %i, %t : index, index, i1
  } : tensor<2x3xi32> into memref<3x2xi32>
  return %o : memref<3x2xi32>
}
