// Memrefs on the VM: reference semantics (a store through a view is seen
// through every view of the same allocation), loads and stores with bounds
// checks, subviews with strides, collapse, affine loops, loads and stores,
// and bufferization between tensors and memrefs. A memref argument arrives
// as a copy of the buffer given; a memref result leaves as a buffer view of
// its elements.

// RUN: sigil run %s --function=sum_rows --input="3x4xf32=1 2 3 4 5 6 7 8 9 10 11 12" | FileCheck %s --check-prefix=SUM
// SUM: 3xf32=10 26 42
func.func @sum_rows(%m: memref<3x4xf32>) -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<3x4xf32>
      %a = arith.addf %acc, %v : f32
      scf.yield %a : f32
    }
    memref.store %s, %out[%i] : memref<3xf32>
  }
  memref.dealloc %m : memref<3x4xf32>
  return %out : memref<3xf32>
}

// RUN: sigil run %s --function=affine_scale --input="8xi32=0 1 2 3 4 5 6 7" | FileCheck %s --check-prefix=AFFINE
// AFFINE: 8xi32=1 1 9 3 25 5 49 7
func.func @affine_scale(%m: memref<8xi32>) -> memref<8xi32> {
  affine.for %i = 0 to 8 step 2 {
    %v = affine.load %m[%i + 1] : memref<8xi32>
    %d = arith.muli %v, %v : i32
    affine.store %d, %m[%i] : memref<8xi32>
  }
  return %m : memref<8xi32>
}

// RUN: sigil run %s --function=views --input="4x4xi32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" | FileCheck %s --check-prefix=VIEWS
// VIEWS: 2x2xi32=[1 2][9 99]
// VIEWS: 16xi32=0 1 2 3 4 5 6 7 8 9 99 11 12 13 14 15
// VIEWS: 4x4xi32=[0 1 2 3][4 5 6 7][8 9 99 11][12 13 14 15]
// VIEWS: 4x4xi32=[0 1 2 3][4 5 6 7][8 9 99 11][12 13 14 15]
func.func @views(%m: memref<4x4xi32>) -> (memref<2x2xi32, strided<[8, 1], offset: 1>>, memref<16xi32>, tensor<4x4xi32>, memref<4x4xi32>) {
  %sv = memref.subview %m[0, 1] [2, 2] [2, 1] : memref<4x4xi32> to memref<2x2xi32, strided<[8, 1], offset: 1>>
  %c1 = arith.constant 1 : index
  %x = arith.constant 99 : i32
  memref.store %x, %sv[%c1, %c1] : memref<2x2xi32, strided<[8, 1], offset: 1>>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<4x4xi32> into memref<16xi32>
  %t = bufferization.to_tensor %m : memref<4x4xi32> to tensor<4x4xi32>
  %copy = memref.alloc() : memref<4x4xi32>
  memref.copy %m, %copy : memref<4x4xi32> to memref<4x4xi32>
  return %sv, %flat, %t, %copy : memref<2x2xi32, strided<[8, 1], offset: 1>>, memref<16xi32>, tensor<4x4xi32>, memref<4x4xi32>
}

// RUN: not sigil run %s --function=oob --input="4xf32=1 2 3 4" --input=4 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: memref.mlir:[[@LINE+3]]:8: error: memref.load: index 4 out of bounds for dimension 0 of size 4 (memref<4xf32>) (in @oob)
// OOB-NEXT: %v = memref.load %m[%i] : memref<4xf32>
func.func @oob(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}

// linalg on memrefs writes its outputs in place.
// RUN: sigil run %s --function=linalg_mem --input="2x3xf32=1 2 3 4 5 6" --input="3x2xf32=1 0 0 1 1 1" | FileCheck %s --check-prefix=LMEM
// LMEM: 2x2xf32=[4 5][10 11]
// LMEM: 2x3xf32=[2 4 6][8 10 12]
func.func @linalg_mem(%a: memref<2x3xf32>, %b: memref<3x2xf32>) -> (memref<2x2xf32>, memref<2x3xf32>) {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<2x2xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x2xf32>) outs(%c : memref<2x2xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<2x3xf32>) {
  ^bb0(%x: f32):
    %d = arith.addf %x, %x : f32
    linalg.yield %d : f32
  }
  return %c, %a : memref<2x2xf32>, memref<2x3xf32>
}

// memref.global: initial values, writes seen by later reads; an
// uninitialized global starts as zeros. A tensor util.global starts with
// its dense value.
// RUN: sigil run %s --function=globals | FileCheck %s --check-prefix=GLOBALS
// GLOBALS: result[0]: i32=3
// GLOBALS-NEXT: result[1]: hal.buffer_view
// GLOBALS-NEXT: 3xi32=1 42 3
// GLOBALS-NEXT: result[2]: hal.buffer_view
// GLOBALS-NEXT: 2xf32=0 0
// GLOBALS-NEXT: result[3]: hal.buffer_view
// GLOBALS-NEXT: 2x2xf32=[0.5 0.5][0.5 0.5]
memref.global "private" @table : memref<3xi32> = dense<[1, 2, 3]>
memref.global "private" @zeros : memref<2xf32> = uninitialized
util.global private @weights = dense<0.5> : tensor<2x2xf32>
func.func @globals() -> (i32, memref<3xi32>, memref<2xf32>, tensor<2x2xf32>) {
  %t = memref.get_global @table : memref<3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %last = memref.load %t[%c2] : memref<3xi32>
  %x = arith.constant 42 : i32
  memref.store %x, %t[%c1] : memref<3xi32>
  %again = memref.get_global @table : memref<3xi32>
  %z = memref.get_global @zeros : memref<2xf32>
  %w = util.global.load @weights : tensor<2x2xf32>
  return %last, %again, %z, %w : i32, memref<3xi32>, memref<2xf32>, tensor<2x2xf32>
}

// memref.view: the bytes of an i8 buffer as an f32 matrix with a dynamic
// row count, and as i32s from byte 8. Expected values are mlir-runner-22's
// (mlir-opt-22 lowering to LLVM, printMemrefF32/I32) for n = 3, shift = 0.
// RUN: sigil run %s --function=view --input=3 --input=0 | FileCheck %s --check-prefix=VIEW
// VIEW: 3x2xf32=[0 1.5][0 2.5][0 3.5]
// VIEW: 4xi32=0 1075838976 0 1080033280
// A view past the buffer's end and a negative size are errors.
// RUN: not sigil run %s --function=view --input=3 --input=48 2>&1 | FileCheck %s --check-prefix=VIEWEND
// VIEWEND: memref.mlir:[[@LINE+14]]:8: error: memref.view: 24 bytes from byte 48 run out of a memref<64xi8>
// A size whose byte count passes i64 (as an i64, the element count was
// negative, and the view passed the bounds check) is an error too.
// RUN: not sigil run %s --function=view --input=9000000000000000000 --input=0 2>&1 | FileCheck %s --check-prefix=VIEWBIG
// VIEWBIG: error: memref.view: the sizes [9000000000000000000, 2] are too large
// RUN: not sigil run %s --function=view --input=-1 --input=0 2>&1 | FileCheck %s --check-prefix=VIEWNEG
// VIEWNEG: error: memref.view: negative size -1
func.func @view(%n: index, %shift: index) -> (tensor<?x2xf32>, tensor<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<64xi8>
  %z = arith.constant 0 : i8
  linalg.fill ins(%z : i8) outs(%buf : memref<64xi8>)
  %f = memref.view %buf[%shift][%n] : memref<64xi8> to memref<?x2xf32>
  %one = arith.constant 1.5 : f32
  scf.for %i = %c0 to %n step %c1 {
    %fi = arith.index_cast %i : index to i32
    %ff = arith.sitofp %fi : i32 to f32
    %v = arith.addf %ff, %one : f32
    memref.store %v, %f[%i, %c1] : memref<?x2xf32>
  }
  %w = memref.view %buf[%c8][] : memref<64xi8> to memref<4xi32>
  %t = bufferization.to_tensor %f : memref<?x2xf32> to tensor<?x2xf32>
  %u = bufferization.to_tensor %w : memref<4xi32> to tensor<4xi32>
  return %t, %u : tensor<?x2xf32>, tensor<4xi32>
}

// memref.view at a byte shift that is not a multiple of the element size:
// MLIR allows it and its lowering offsets the pointer by that many bytes,
// aligned or not. Bytes 0..15 hold 0..15; 1.5 is stored at byte 5, so the
// i32 at byte 4 is 0xC0000004; a subview of a skewed view goes through
// linalg.add and memref.copy (writing 3 over that 1.5). The expected lines
// are mlir-runner-22's for this function (mlir-opt-22 lowering to LLVM,
// printMemrefF32 and the vector dialect's print op on its results).
// RUN: sigil run %s --function=view_skew | FileCheck %s --check-prefix=SKEW
// SKEW: 2xf32=1.53999E-36 3
// SKEW: i32=-1073741820
// SKEW: 2xf32=1.5 2.14224E-31
func.func @view_skew() -> (memref<2xf32>, i32, memref<2xf32>) {
  %buf = memref.alloc() : memref<16xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %k = arith.index_cast %i : index to i8
    memref.store %k, %buf[%i] : memref<16xi8>
  }
  %v = memref.view %buf[%c1][] : memref<16xi8> to memref<2xf32>
  %one = arith.constant 1.5 : f32
  memref.store %one, %v[%c1] : memref<2xf32>
  %w = memref.view %buf[%c0][] : memref<16xi8> to memref<4xi32>
  %x = memref.load %w[%c1] : memref<4xi32>
  // A skewed view through linalg and a subview of it.
  %s = memref.view %buf[%c1][] : memref<16xi8> to memref<3xf32>
  %sub = memref.subview %s[1] [2] [1] : memref<3xf32> to memref<2xf32, strided<[1], offset: 1>>
  %o = memref.alloc() : memref<2xf32>
  linalg.add ins(%sub, %sub : memref<2xf32, strided<[1], offset: 1>>, memref<2xf32, strided<[1], offset: 1>>) outs(%o : memref<2xf32>)
  memref.copy %o, %sub : memref<2xf32> to memref<2xf32, strided<[1], offset: 1>>
  %r = memref.alloc() : memref<2xf32>
  memref.copy %sub, %r : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32>
  %two = arith.constant 2.0 : f32
  %y = memref.load %r[%c0] : memref<2xf32>
  %h = arith.divf %y, %two : f32
  memref.store %h, %r[%c0] : memref<2xf32>
  return %v, %x, %r : memref<2xf32>, i32, memref<2xf32>
}
