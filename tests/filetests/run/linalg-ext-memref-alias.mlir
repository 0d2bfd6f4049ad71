// iree_linalg_ext ops on memrefs whose input aliases a destination. sigil
// reads every input (and every destination's old contents) before the op
// writes anything, and writes the destinations back when it is done, in
// operand order: an input that aliases a destination is seen with its old
// values, so the memref form gives what the tensor form gives on the same
// values. IREE leaves aliasing undefined (its loops read and write in
// place, so the answer would depend on their order); each memref function
// here is checked against the same op on tensors (into a fresh
// destination), under the same CHECK prefix: those tensor results are
// IREE's (iree-compile for llvm-cpu and iree-run-module on these inputs).
// The in-place loop answers, which sigil does not give, are in the
// comments.

// Reversal by a gather whose source is its output: an in-place loop would
// read rows it already wrote ([4 3 3 4]).
// RUN: sigil run %s --function=reverse_t --input="4x1xf32=1 2 3 4" --input="4xi32=3 2 1 0" | FileCheck %s --check-prefix=REVERSE
// RUN: sigil run %s --function=reverse_m --input="4x1xf32=1 2 3 4" --input="4xi32=3 2 1 0" | FileCheck %s --check-prefix=REVERSE
// REVERSE: 4x1xf32=[4][3][2][1]
func.func @reverse_t(%s: tensor<4x1xf32>, %i: tensor<4xi32>) -> tensor<4x1xf32> {
  %e = tensor.empty() : tensor<4x1xf32>
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<4x1xf32>, tensor<4xi32>) outs(%e : tensor<4x1xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
func.func @reverse_m(%m: memref<4x1xf32>, %i: memref<4xi32>) -> memref<4x1xf32> {
  iree_linalg_ext.gather dimension_map = [0] ins(%m, %i : memref<4x1xf32>, memref<4xi32>) outs(%m : memref<4x1xf32>)
  return %m : memref<4x1xf32>
}

// An exclusive scan whose input is its output: an in-place loop would add
// the sums it already wrote ([0 0 0 0]).
// RUN: sigil run %s --function=scan_t --input="4xi32=1 2 3 4" | FileCheck %s --check-prefix=SCAN
// RUN: sigil run %s --function=scan_m --input="4xi32=1 2 3 4" --input="i32=0" | FileCheck %s --check-prefix=SCAN
// SCAN: 4xi32=0 1 3 6
// SCAN: i32=6
func.func @scan_t(%in: tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %acc = tensor.insert %zero into %e[] : tensor<i32>
  %out = tensor.empty() : tensor<4xi32>
  %0:2 = iree_linalg_ext.scan dimension(0) inclusive(false) ins(%in : tensor<4xi32>) outs(%out, %acc : tensor<4xi32>, tensor<i32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    iree_linalg_ext.yield %s : i32
  } -> tensor<4xi32>, tensor<i32>
  return %0#0, %0#1 : tensor<4xi32>, tensor<i32>
}
func.func @scan_m(%m: memref<4xi32>, %acc: memref<i32>) -> (memref<4xi32>, memref<i32>) {
  iree_linalg_ext.scan dimension(0) inclusive(false) ins(%m : memref<4xi32>) outs(%m, %acc : memref<4xi32>, memref<i32>) {
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    iree_linalg_ext.yield %s : i32
  }
  return %m, %acc : memref<4xi32>, memref<i32>
}

// Overlapping views of one buffer: a gather from rows 0..2 into rows 1..3
// (a shift down by one row) reads rows 0..2 as they were before it (an
// in-place loop would copy row 0 everywhere: [1 1 1 1]).
// RUN: sigil run %s --function=shift_m --input="4xf32=1 2 3 4" | FileCheck %s --check-prefix=SHIFT
// SHIFT: 4xf32=1 1 2 3
func.func @shift_m(%m: memref<4xf32>) -> memref<4xf32> {
  %src = memref.subview %m[0] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1]>>
  %dst = memref.subview %m[1] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1], offset: 1>>
  %idx = memref.alloc() : memref<3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  memref.store %i0, %idx[%c0] : memref<3xi32>
  memref.store %i1, %idx[%c1] : memref<3xi32>
  memref.store %i2, %idx[%c2] : memref<3xi32>
  iree_linalg_ext.gather dimension_map = [0] ins(%src, %idx : memref<3xf32, strided<[1]>>, memref<3xi32>) outs(%dst : memref<3xf32, strided<[1], offset: 1>>)
  return %m : memref<4xf32>
}
