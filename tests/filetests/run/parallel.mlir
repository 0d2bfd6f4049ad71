// The VM's parallel loops, run in sequence (row-major order, as MLIR's own
// lowering runs them): scf.parallel with scf.reduce, scf.forall with shared
// outputs and tensor.parallel_insert_slice; and the index dialect and
// ub.poison. The scf.parallel answers are mlir-runner-22's.

// RUN: sigil run %s --function=par --input=3 --input=6 | FileCheck %s --check-prefix=PAR
// PAR: result[0]: i64=36
// PAR-NEXT: result[1]: f32=11088
func.func @par(%n: index, %m: index) -> (i64, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1.0 : f32
  %buf = memref.alloca() : memref<1xi64>
  memref.store %z, %buf[%c0] : memref<1xi64>
  %r:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%n, %m) step (%c1, %c2) init (%z, %one) -> (i64, f32) {
    %ij = arith.muli %i, %j : index
    %v = arith.index_cast %ij : index to i64
    %old = memref.load %buf[%c0] : memref<1xi64>
    %c1i = arith.constant 1 : i64
    %new = arith.addi %old, %c1i : i64
    memref.store %new, %buf[%c0] : memref<1xi64>
    %f = arith.sitofp %v : i64 to f32
    %g = arith.addf %f, %one : f32
    scf.reduce(%v, %g : i64, f32) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%a: f32, %b: f32):
      %p = arith.mulf %a, %b : f32
      scf.reduce.return %p : f32
    }
  }
  %cnt = memref.load %buf[%c0] : memref<1xi64>
  %t = arith.addi %r#0, %cnt : i64
  return %t, %r#1 : i64, f32
}

// RUN: sigil run %s --function=fa --input="4x6xf32=1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" --input=6 | FileCheck %s --check-prefix=FA
// FA: 4x6xf32=[2 4 6 8 10 12][14 16 18 20 22 24][26 28 30 32 34 36][38 40 42 44 46 48]
// FA: 4xf32=1 7 13 19
// RUN: sigil run %s --function=fa2 --input="8xi32=1 2 3 4 5 6 7 8" | FileCheck %s --check-prefix=FA2
// FA2: 8xi32=1 4 9 16 25 36 49 64
func.func @fa(%t: tensor<4x6xf32>, %n: index) -> (tensor<4x6xf32>, tensor<4xf32>) {
  %c2 = arith.constant 2 : index
  %init = tensor.empty() : tensor<4x6xf32>
  %init2 = tensor.empty() : tensor<4xf32>
  %r:2 = scf.forall (%i, %j) = (0, 0) to (4, %n) step (1, 2) shared_outs(%o = %init, %p = %init2) -> (tensor<4x6xf32>, tensor<4xf32>) {
    %s = tensor.extract_slice %t[%i, %j] [1, 2] [1, 1] : tensor<4x6xf32> to tensor<1x2xf32>
    %d = arith.addf %s, %s : tensor<1x2xf32>
    %c0 = arith.constant 0 : index
    %e = tensor.extract %t[%i, %c0] : tensor<4x6xf32>
    %one = tensor.from_elements %e : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%i, %j] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<4x6xf32>
      tensor.parallel_insert_slice %one into %p[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<4x6xf32>, tensor<4xf32>
}
func.func @fa2(%t: tensor<8xi32>) -> tensor<8xi32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xi32>) {
    %c2 = arith.constant 2 : index
    %k = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %o[%k] [2] [1] : tensor<8xi32> to tensor<2xi32>
    %d = arith.muli %s, %s : tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%k] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}

// RUN: sigil run %s --function=ix --input=-7 --input=5 | FileCheck %s --check-prefix=IX
// IX: result[0]: i64=-2
// IX-NEXT: result[1]: i64=-35
// IX-NEXT: result[2]: i64=-3
// IX-NEXT: result[3]: i64=0
// IX-NEXT: result[4]: i64=5
// IX-NEXT: result[5]: i32=1
// IX-NEXT: result[6]: i32=1
// IX-NEXT: result[7]: i64=-7
// IX-NEXT: result[8]: i64=64
// IX-NEXT: result[9]: i64=-1
// IX-NEXT: result[10]: i32=0
func.func @ix(%a: index, %b: index) -> (index, index, index, index, index, i1, i1, i64, index, index, i32) {
  %s = index.add %a, %b
  %m = index.mul %a, %b
  %c3 = index.constant 3
  %d = index.floordivs %a, %c3
  %r = index.remu %a, %c3
  %x = index.maxs %a, %b
  %lt = index.cmp slt(%a, %b)
  %t = index.bool.constant true
  %i = index.casts %a : index to i64
  %sz = index.sizeof
  %sh = index.shrs %a, %c3
  %p = ub.poison : i32
  return %s, %m, %d, %r, %x, %lt, %t, %i, %sz, %sh, %p : index, index, index, index, index, i1, i1, i64, index, index, i32
}

// affine.parallel with max/min bound groups and every reduction kind MLIR's
// lower-affine takes; the answers are mlir-runner-22's after lower-affine.
// RUN: sigil run %s --function=apar --input=3 | FileCheck %s --check-prefix=APAR
// APAR: result[0]: f32=11
// APAR-NEXT: result[1]: f32=8
// APAR-NEXT: result[2]: f32=0
// APAR-NEXT: result[3]: i32=27
// APAR-NEXT: result[4]: i32=7
// APAR-NEXT: result[5]: i32=7
memref.global "private" @data : memref<4x6xf32> = dense<[[1.0, -2.0, 3.5, 0.25, 8.0, -1.0], [2.0, 2.0, -7.0, 1.5, 0.5, 3.0], [0.0, -0.5, 6.0, 2.25, -3.0, 1.0], [4.0, 1.0, -1.5, 0.75, 2.0, -2.5]]>
func.func @apar(%n: index) -> (f32, f32, f32, i32, i32, i32) {
  %m = memref.get_global @data : memref<4x6xf32>
  %c1 = arith.constant 1 : index
  %r:6 = affine.parallel (%i, %j) = (0, max(0, %c1 - 1)) to (min(4, %n), 6) step (1, 2) reduce ("addf", "maximumf", "mulf", "addi", "andi", "ori") -> (f32, f32, f32, i32, i32, i32) {
    %v = affine.load %m[%i, %j] : memref<4x6xf32>
    %ij = arith.addi %i, %j : index
    %x = arith.index_cast %ij : index to i32
    %c7 = arith.constant 7 : i32
    %y = arith.ori %x, %c7 : i32
    affine.yield %v, %v, %v, %x, %y, %x : f32, f32, f32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : f32, f32, f32, i32, i32, i32
}

// index.ceildivs of -2^63 by 7 is -1317624576693539401, as arith.ceildivsi gives
// (mlir-runner-22 after --convert-index-to-llvm prints +1317624576693539401: its
// expansion negates the dividend, which overflows; the differential fuzzer found it).
// RUN: sigil run %s --function=ceildivs_min | FileCheck %s --check-prefix=CDMIN
// CDMIN: result[0]: i64=-1317624576693539401
// CDMIN-NEXT: result[1]: i64=-1317624576693539402
func.func @ceildivs_min() -> (index, index) {
  %m = index.constant -9223372036854775808
  %s = index.constant 7
  %a = index.ceildivs %m, %s
  %b = index.floordivs %m, %s
  return %a, %b : index, index
}
