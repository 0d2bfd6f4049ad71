// iree_linalg_ext.exp_reduction at run time. Expected values are IREE's:
// iree-compile 3.13 crashes on an exp_reduction dispatch for llvm-cpu (in
// getPartitionableLoops), so each function was run through IREE's own
// decomposition first (`iree-opt --pass-pipeline=
// 'builtin.module(func.func(iree-linalg-ext-decompose-aggregated-ops{filter-ops=iree_linalg_ext.exp_reduction}))'`),
// then compiled for llvm-cpu and run with iree-run-module on the RUN
// lines' inputs.

// Softmax-like: a running max, the sum of exp2(x - max), and the
// exp2-weighted sum of the rows of %v, both sums scaled by the change of
// max (exp_reduced_operands). The sum does not read loop d2: IREE splits
// the op into a generic per result, so each element of a row adds to the
// sum once (a single loop nest over d0, d1, d2 would add it three times).
// RUN: sigil run %s --function=softmax_pv --input="2x4xf32=1 2 3 4 -1 0.5 2 0" --input="4x3xf32=1 0 0 0 1 0 0 0 1 1 1 1" | FileCheck %s --check-prefix=PV
// PV: 2xf32=4 2
// PV: 2xf32=1.875 1.72855
// PV: 2x3xf32=[1.125 1.25 1.5][0.375 0.603553 1.25]
func.func @softmax_pv(%x: tensor<2x4xf32>, %v: tensor<4x3xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2x3xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %em = tensor.empty() : tensor<2xf32>
  %ea = tensor.empty() : tensor<2x3xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%em : tensor<2xf32>) -> tensor<2xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%em : tensor<2xf32>) -> tensor<2xf32>
  %a0 = linalg.fill ins(%zero : f32) outs(%ea : tensor<2x3xf32>) -> tensor<2x3xf32>
  %0:3 = iree_linalg_ext.exp_reduction {
    indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d1, d2)>,
                     affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>],
    iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<reduction>, #iree_linalg_ext.iterator_type<parallel>],
    exp_reduced_operands = [1, 2]
  } ins(%x, %v : tensor<2x4xf32>, tensor<4x3xf32>) outs(%m0, %s0, %a0 : tensor<2xf32>, tensor<2xf32>, tensor<2x3xf32>) {
  ^bb0(%e: f32, %w: f32, %m: f32, %s: f32, %acc: f32):
    %s2 = arith.addf %e, %s : f32
    %p = arith.mulf %e, %w : f32
    %a2 = arith.addf %p, %acc : f32
    iree_linalg_ext.yield %m, %s2, %a2 : f32, f32, f32
  } -> tensor<2xf32>, tensor<2xf32>, tensor<2x3xf32>
  return %0#0, %0#1, %0#2 : tensor<2xf32>, tensor<2xf32>, tensor<2x3xf32>
}

// Continuing from a previous max and sum: the old sum is scaled by
// exp2(old max - new max) (row 0: 1 * 2^-3 + 2^-2 + 2^-1 + 1 = 1.875); a
// previous max larger than every input (row 1) leaves the sum unscaled.
// RUN: sigil run %s --function=continued --input="2x3xf32=1 2 3 -1 0 5" --input="2xf32=0 10" --input="2xf32=1 2" | FileCheck %s --check-prefix=CONT
// CONT: 2xf32=3 10
// CONT: 2xf32=1.875 2.03271
func.func @continued(%s: tensor<2x3xf32>, %m: tensor<2xf32>, %o: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0:2 = iree_linalg_ext.exp_reduction {
    indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
    iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<reduction>],
    exp_reduced_operands = [1]
  } ins(%s : tensor<2x3xf32>) outs(%m, %o : tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %add = arith.addf %a, %c : f32
    iree_linalg_ext.yield %b, %add : f32, f32
  } -> tensor<2xf32>, tensor<2xf32>
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}

// A result computed from another result's destination cannot be split
// into one generic per result (IREE's decomposition fails on it too).
// RUN: not sigil run %s --function=cross --input="2x3xf32=1 2 3 -1 0 5" --input="2xf32=0 10" --input="2xf32=1 2" 2>&1 | FileCheck %s --check-prefix=CROSS
// CROSS: linalg-ext-exp-reduction.mlir:[[@LINE+2]]:10: error: 'iree_linalg_ext.exp_reduction' op: the VM does not support an exp_reduction result computed from another result's destination (IREE's decomposition cannot split it)
func.func @cross(%s: tensor<2x3xf32>, %m: tensor<2xf32>, %o: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0:2 = iree_linalg_ext.exp_reduction {
    indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
    iterator_types = [#iree_linalg_ext.iterator_type<parallel>, #iree_linalg_ext.iterator_type<reduction>],
    exp_reduced_operands = [1]
  } ins(%s : tensor<2x3xf32>) outs(%m, %o : tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %add = arith.addf %b, %c : f32
    iree_linalg_ext.yield %b, %add : f32, f32
  } -> tensor<2xf32>, tensor<2xf32>
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}
