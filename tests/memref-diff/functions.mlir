// Memref, affine and linalg-on-memref functions for the memref
// differential suite: scripts/gen-memref-diff.py runs each on random
// inputs through mlir-opt-22's lowering to LLVM and mlir-runner-22 (MLIR's
// semantics) and records the results in expected.json.

func.func @row_sums(%m: memref<5x7xf32>) -> memref<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<5xf32>
  scf.for %i = %c0 to %c5 step %c1 {
    %s = scf.for %j = %c0 to %c7 step %c1 iter_args(%acc = %z) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<5x7xf32>
      %a = arith.addf %acc, %v : f32
      scf.yield %a : f32
    }
    memref.store %s, %out[%i] : memref<5xf32>
  }
  return %out : memref<5xf32>
}

func.func @affine_stencil(%m: memref<16xi32>) -> memref<14xi32> {
  %out = memref.alloc() : memref<14xi32>
  affine.for %i = 0 to 14 {
    %a = affine.load %m[%i] : memref<16xi32>
    %b = affine.load %m[%i + 1] : memref<16xi32>
    %c = affine.load %m[%i + 2] : memref<16xi32>
    %s = arith.addi %a, %b : i32
    %t = arith.subi %s, %c : i32
    affine.store %t, %out[%i] : memref<14xi32>
  }
  return %out : memref<14xi32>
}

func.func @affine_transpose(%m: memref<4x6xi32>) -> memref<6x4xi32> {
  %out = memref.alloc() : memref<6x4xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %v = affine.load %m[%i, %j] : memref<4x6xi32>
      affine.store %v, %out[%j, %i] : memref<6x4xi32>
    }
  }
  return %out : memref<6x4xi32>
}

func.func @affine_tiled_sum(%m: memref<12xi32>) -> memref<3xi32> {
  %out = memref.alloc() : memref<3xi32>
  %z = arith.constant 0 : i32
  affine.for %t = 0 to 3 {
    %s = affine.for %i = affine_map<(d0) -> (d0 * 4)>(%t) to affine_map<(d0) -> (d0 * 4 + 4)>(%t) iter_args(%acc = %z) -> (i32) {
      %v = affine.load %m[%i] : memref<12xi32>
      %a = arith.addi %acc, %v : i32
      affine.yield %a : i32
    }
    affine.store %s, %out[%t] : memref<3xi32>
  }
  return %out : memref<3xi32>
}

func.func @subview_scale(%m: memref<6x6xf32>) -> memref<6x6xf32> {
  %sv = memref.subview %m[1, 2] [3, 2] [2, 1] : memref<6x6xf32> to memref<3x2xf32, strided<[12, 1], offset: 8>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k = arith.constant 10.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %sv[%i, %j] : memref<3x2xf32, strided<[12, 1], offset: 8>>
      %w = arith.mulf %v, %k : f32
      memref.store %w, %sv[%i, %j] : memref<3x2xf32, strided<[12, 1], offset: 8>>
    }
  }
  return %m : memref<6x6xf32>
}

func.func @subview_result(%m: memref<6x6xi32>) -> memref<2x3xi32, strided<[12, 2], offset: 13>> {
  %sv = memref.subview %m[2, 1] [2, 3] [2, 2] : memref<6x6xi32> to memref<2x3xi32, strided<[12, 2], offset: 13>>
  return %sv : memref<2x3xi32, strided<[12, 2], offset: 13>>
}

func.func @collapse_expand(%m: memref<3x4xi32>) -> memref<2x6xi32> {
  %flat = memref.collapse_shape %m [[0, 1]] : memref<3x4xi32> into memref<12xi32>
  %c5 = arith.constant 5 : index
  %x = arith.constant -7 : i32
  memref.store %x, %flat[%c5] : memref<12xi32>
  %e = memref.expand_shape %flat [[0, 1]] output_shape [2, 6] : memref<12xi32> into memref<2x6xi32>
  return %e : memref<2x6xi32>
}

func.func @copy_alias(%m: memref<8xi32>) -> (memref<8xi32>, memref<8xi32>) {
  %copy = memref.alloc() : memref<8xi32>
  memref.copy %m, %copy : memref<8xi32> to memref<8xi32>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1000 : i32
  memref.store %x, %m[%c0] : memref<8xi32>
  return %m, %copy : memref<8xi32>, memref<8xi32>
}

func.func @reinterpret(%m: memref<12xf32>) -> memref<3x2xf32, strided<[4, 2], offset: 1>> {
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [3, 2], strides: [4, 2] : memref<12xf32> to memref<3x2xf32, strided<[4, 2], offset: 1>>
  return %r : memref<3x2xf32, strided<[4, 2], offset: 1>>
}

func.func @linalg_matmul(%a: memref<5x3xf32>, %b: memref<3x4xf32>) -> memref<5x4xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<5x4xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<5x4xf32>)
  linalg.matmul ins(%a, %b : memref<5x3xf32>, memref<3x4xf32>) outs(%c : memref<5x4xf32>)
  return %c : memref<5x4xf32>
}

func.func @linalg_generic_inplace(%a: memref<4x5xi32>, %b: memref<5xi32>) -> memref<4x5xi32> {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%b : memref<5xi32>) outs(%a : memref<4x5xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.muli %o, %x : i32
    linalg.yield %m : i32
  }
  return %a : memref<4x5xi32>
}

func.func @linalg_on_subview(%a: memref<6x6xf32>) -> memref<6x6xf32> {
  %sv = memref.subview %a[1, 1] [4, 4] [1, 1] : memref<6x6xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
  %z = arith.constant 0.5 : f32
  linalg.fill ins(%z : f32) outs(%sv : memref<4x4xf32, strided<[6, 1], offset: 7>>)
  return %a : memref<6x6xf32>
}

func.func @alloca_sum(%m: memref<10xi32>) -> i32 {
  %tmp = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  memref.store %z, %tmp[%c0] : memref<1xi32>
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xi32>
    %s = affine.load %tmp[0] : memref<1xi32>
    %t = arith.addi %s, %v : i32
    affine.store %t, %tmp[0] : memref<1xi32>
  }
  %r = memref.load %tmp[%c0] : memref<1xi32>
  return %r : i32
}
