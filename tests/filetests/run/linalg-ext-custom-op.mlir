// iree_linalg_ext.custom_op at run time: its body runs once on the whole
// operands, as IREE's decomposition inlines it. Expected values are
// IREE's: iree-compile 3.13 cannot translate a custom_op dispatch for
// llvm-cpu, so each function was decomposed first (`iree-opt
// --pass-pipeline='builtin.module(func.func(iree-linalg-ext-decompose-aggregated-ops{filter-ops=iree_linalg_ext.custom_op}))'`),
// then compiled for llvm-cpu and run with iree-run-module on the RUN
// lines' inputs.

// A fused fill and matmul, with a scalar operand and symbols in the maps.
// RUN: sigil run %s --function=fill_matmul --input="2x3xf32=1 2 3 4 5 6" --input="3x2xf32=1 0 0 1 1 1" --input=0.5 --input="2x2xf32=0 0 0 0" | FileCheck %s --check-prefix=MATMUL
// MATMUL: 2x2xf32=[4.5 5.5][10.5 11.5]
func.func @fill_matmul(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %s: f32, %out: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, s0)>, affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> ()>, affine_map<(d0, d1)[s0] -> (d0, d1)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<parallel>]}
      ins(%a, %b, %s : tensor<2x3xf32>, tensor<3x2xf32>, f32) outs(%out : tensor<2x2xf32>) {
  ^bb0(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %z: f32, %w: tensor<?x?xf32>):
    %f = linalg.fill ins(%z : f32) outs(%w : tensor<?x?xf32>) -> tensor<?x?xf32>
    %r = linalg.matmul ins(%x, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
    iree_linalg_ext.yield %r : tensor<?x?xf32>
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// Two reductions into two destinations (accumulating onto their initial
// values) and an elementwise op between their results.
// RUN: sigil run %s --function=reduce2 --input="4x3xi32=1 2 3 4 -5 6 0 0 0 -1 -2 -3" --input="4xi32=10 0 0 0" --input="4xi32=-100 -100 7 -100" | FileCheck %s --check-prefix=REDUCE
// REDUCE: 4xi32=16 5 0 -6
// REDUCE: 4xi32=-13 1 7 5
func.func @reduce2(%a: tensor<4x3xi32>, %o1: tensor<4xi32>, %o2: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0:2 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<reduction>]}
      ins(%a : tensor<4x3xi32>) outs(%o1, %o2 : tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%x: tensor<?x?xi32>, %y: tensor<?xi32>, %z: tensor<?xi32>):
    %s = linalg.reduce ins(%x : tensor<?x?xi32>) outs(%y : tensor<?xi32>) dimensions = [1]
      (%p: i32, %q: i32) {
        %r = arith.addi %p, %q : i32
        linalg.yield %r : i32
      }
    %m = linalg.reduce ins(%x : tensor<?x?xi32>) outs(%z : tensor<?xi32>) dimensions = [1]
      (%p: i32, %q: i32) {
        %r = arith.maxsi %p, %q : i32
        linalg.yield %r : i32
      }
    %d = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
        ins(%s : tensor<?xi32>) outs(%m : tensor<?xi32>) {
      ^bb1(%u: i32, %w: i32):
        %t = arith.subi %w, %u : i32
        linalg.yield %t : i32
    } -> tensor<?xi32>
    iree_linalg_ext.yield %s, %d : tensor<?xi32>, tensor<?xi32>
  } -> tensor<4xi32>, tensor<4xi32>
  return %0#0, %0#1 : tensor<4xi32>, tensor<4xi32>
}

// The operands keep their values: the body updates its destination in
// place (an insert), yet %o, used again after the op, is unchanged.
// RUN: sigil run %s --function=operand_kept --input="3xf32=1 2 3" | FileCheck %s --check-prefix=KEPT
// KEPT: 3xf32=2 9 6
// KEPT: 3xf32=4 8 12
func.func @operand_kept(%a: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %o = arith.addf %a, %a : tensor<3xf32>
  %0 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0) -> (d0)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>]}
      outs(%o : tensor<3xf32>) {
  ^bb0(%x: tensor<?xf32>):
    %c1 = arith.constant 1 : index
    %nine = arith.constant 9.0 : f32
    %i = tensor.insert %nine into %x[%c1] : tensor<?xf32>
    iree_linalg_ext.yield %i : tensor<?xf32>
  } -> tensor<3xf32>
  %twice = arith.addf %o, %o : tensor<3xf32>
  return %0, %twice : tensor<3xf32>, tensor<3xf32>
}

// The yielded tensor must have the result's static shape (IREE inserts a
// tensor.cast, and its run fails reading past a buffer): a wrong one
// traps at the op.
// RUN: not sigil run %s --function=bad_shape --input="4xf32=1 2 3 4" 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: linalg-ext-custom-op.mlir:[[@LINE+3]]:8: error: iree_linalg_ext.custom_op: a tensor<2xf32> is not a tensor<4xf32> (in @bad_shape)
func.func @bad_shape(%o: tensor<4xf32>) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %0 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0) -> (d0)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>]}
      outs(%o : tensor<4xf32>) {
  ^bb0(%x: tensor<?xf32>):
    %s = tensor.extract_slice %x[0] [%c2] [1] : tensor<?xf32> to tensor<?xf32>
    iree_linalg_ext.yield %s : tensor<?xf32>
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// iree_linalg_ext.index in the body is the offset of the tile the body
// computes: the whole op is one tile, at offset 0 (hand-derived from
// IREE's tiling, which adds each tile's offset to it; IREE's decomposition
// of an untiled custom_op leaves the index op outside any custom_op, which
// then fails to verify).
// RUN: sigil run %s --function=tile_offset --input="3xi64=7 7 7" | FileCheck %s --check-prefix=INDEX
// INDEX: 3xi64=0 7 7
func.func @tile_offset(%o: tensor<3xi64>) -> tensor<3xi64> {
  %0 = iree_linalg_ext.custom_op {
      indexing_maps = [affine_map<(d0) -> (d0)>],
      iterator_types = [#iree_linalg_ext.iterator_type<parallel>]}
      outs(%o : tensor<3xi64>) {
  ^bb0(%x: tensor<?xi64>):
    %i = iree_linalg_ext.index 0 : index
    %v = arith.index_cast %i : index to i64
    %c0 = arith.constant 0 : index
    %r = tensor.insert %v into %x[%c0] : tensor<?xi64>
    iree_linalg_ext.yield %r : tensor<?xi64>
  } -> tensor<3xi64>
  return %0 : tensor<3xi64>
}
