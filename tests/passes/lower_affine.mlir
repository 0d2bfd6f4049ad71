// lower-affine: every affine op it lowers, nested in one another: loops with constant,
// symbolic and min/max bounds, with and without iter_args; conditions with equalities,
// inequalities and none; maps with mod, floordiv and ceildiv by constants and symbols;
// loads, stores, vector accesses, prefetches, DMA; parallel loops with and without
// reductions of several kinds and types.
#lb = affine_map<(d0)[s0] -> (d0, s0 floordiv 2, 0)>
#ub = affine_map<(d0)[s0] -> (d0 + 16, s0 ceildiv 3 + 1)>
#idx = affine_map<(d0, d1)[s0] -> (d0 mod 4 + d1 * 2, (d1 floordiv 3) * s0 - d0)>
#set = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d1 - 2 >= 0, d0 - d1 * 2 == 0)>
func.func @loops(%m: memref<64x64xf32>, %n: index, %s: index, %x: f32) -> f32 {
  %r = affine.for %i = 0 to 32 step 4 iter_args(%acc = %x) -> f32 {
    %q = affine.for %j = max #lb(%i)[%s] to min #ub(%i)[%n] iter_args(%a = %acc) -> f32 {
      %v = affine.load %m[%i mod 4 + %j * 2, (%j floordiv 3) * symbol(%s) - %i] : memref<64x64xf32>
      %w = affine.if #set(%i, %j)[%n] -> f32 {
        %p = arith.addf %a, %v : f32
        affine.yield %p : f32
      } else {
        affine.yield %a : f32
      }
      affine.store %w, %m[%j, %i] : memref<64x64xf32>
      affine.yield %w : f32
    }
    affine.yield %q : f32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    affine.store %r, %m[0, 0] : memref<64x64xf32>
  }
  affine.if affine_set<() : (0 == 0)>() {
    affine.store %r, %m[1, 1] : memref<64x64xf32>
  }
  return %r : f32
}

func.func @values(%a: index, %b: index, %s: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 mod 4 - s0 floordiv 2)>(%a, %b)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> ((d0 ceildiv 8) * s0 + d0 mod s0)>(%a)[%s]
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1 + 4, 100)>(%a, %b)
  %3 = affine.max affine_map<(d0)[s0] -> (d0 floordiv s0, d0 ceildiv 7)>(%a)[%s]
  %c3 = arith.constant 3 : index
  %4 = affine.apply affine_map<(d0) -> (d0 * 5 + 2)>(%c3)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

func.func @memory(%m: memref<100x100xf32>, %src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index) -> vector<8xf32> {
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : index
  %v = affine.vector_load %m[%i + 1, %i * 2] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i, 3] : memref<100x100xf32>, vector<8xf32>
  affine.prefetch %m[%i, %i + 5], read, locality<3>, data : memref<100x100xf32>
  affine.prefetch %m[%i, 0], write, locality<0>, instr : memref<100x100xf32>
  affine.dma_start %src[%i, %i + 1], %dst[%i floordiv 2, %i], %tag[%c0], %c64 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_start %src[%i, 0], %dst[0, %i], %tag[%c0], %c64, %c0, %c64 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
  return %v : vector<8xf32>
}

func.func @parallel(%m: memref<100x100xf32>, %n: memref<100xi32>, %h: memref<100xf64>, %k: index) -> (f32, f32, i32, i32, f64, f64) {
  affine.parallel (%i, %j) = (0, max(0, %k - 1)) to (min(100, %k), 100) step (2, 5) {
    %x = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %x, %m[%j, %i] : memref<100x100xf32>
  }
  %r:6 = affine.parallel (%i) = (0) to (%k) reduce ("addf", "maximumf", "addi", "andi", "minimumf", "mulf") -> (f32, f32, i32, i32, f64, f64) {
    %a = affine.load %m[%i, %i] : memref<100x100xf32>
    %b = affine.load %n[%i] : memref<100xi32>
    %c = affine.load %h[%i] : memref<100xf64>
    affine.yield %a, %a, %b, %b, %c, %c : f32, f32, i32, i32, f64, f64
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : f32, f32, i32, i32, f64, f64
}
