VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


v("for_constant_bounds", """
// affine.for with constant bounds and the default step.
func.func @f(%m: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
  }
  return
}
""")
v("for_step", """
// affine.for with a step and a negative lower bound.
func.func @f(%m: memref<100xf32>, %x: f32) {
  affine.for %i = -4 to 96 step 4 {
    affine.store %x, %m[%i + 4] : memref<100xf32>
  }
  return
}
""")
v("for_ssa_bounds", """
// affine.for with SSA-value bounds (dimension and symbol operands).
func.func @f(%lb: index, %ub: index, %m: memref<?xf32>, %x: f32) {
  affine.for %i = %lb to %ub {
    affine.store %x, %m[%i] : memref<?xf32>
  }
  return
}
""")
v("for_map_bounds", """
// affine.for with affine-map bounds taking dimension and symbol operands.
#lb = affine_map<(d0) -> (d0 + 1)>
#ub = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
func.func @f(%a: index, %b: index, %n: index) {
  affine.for %i = #lb(%a) to #ub(%b)[%n] {
  }
  return
}
""")
v("for_min_max_bounds", """
// affine.for with max lower bound and min upper bound (multi-result maps).
#lb = affine_map<(d0)[s0] -> (d0, s0)>
#ub = affine_map<(d0)[s0] -> (d0 + 32, s0)>
func.func @f(%i0: index, %n: index) {
  affine.for %i = max #lb(%i0)[%n] to min #ub(%i0)[%n] {
  }
  return
}
""")
v("for_nested_tiled", """
// A tiled loop nest: the inner bounds depend on the outer induction variable.
func.func @f(%m: memref<128xf32>) {
  affine.for %ii = 0 to 128 step 32 {
    affine.for %i = affine_map<(d0) -> (d0)>(%ii) to affine_map<(d0) -> (d0 + 32)>(%ii) {
      %x = affine.load %m[%i] : memref<128xf32>
      %y = arith.mulf %x, %x : f32
      affine.store %y, %m[%i] : memref<128xf32>
    }
  }
  return
}
""")
v("for_iter_args", """
// affine.for with a loop-carried value and affine.yield.
func.func @sum(%m: memref<100xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (f32) {
    %x = affine.load %m[%i] : memref<100xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}
""")
v("for_multiple_iter_args", """
// affine.for with two loop-carried values.
func.func @f(%m: memref<64xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %big = arith.constant 2147483647 : i32
  %r:2 = affine.for %i = 0 to 64 step 2 iter_args(%s = %c0, %mn = %big) -> (i32, i32) {
    %x = affine.load %m[%i] : memref<64xi32>
    %s1 = arith.addi %s, %x : i32
    %m1 = arith.minsi %mn, %x : i32
    affine.yield %s1, %m1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
""")
v("for_symbol_upper_bound", """
// affine.for whose upper bound is a symbol from memref.dim.
func.func @f(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %x = affine.load %m[%i] : memref<?xf32>
  }
  return
}
""")
v("for_attributes", """
// affine.for with a discardable attribute and a location.
func.func @f() {
  affine.for %i = 0 to 8 {
  } {test.unroll_factor = 2 : i64} loc("aff.mlir":1:1)
  return
}
""")
v("if_simple", """
// affine.if with an integer set alias and no else region.
#set = affine_set<(d0) : (d0 - 10 >= 0)>
func.func @f(%m: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 100 {
    affine.if #set(%i) {
      affine.store %x, %m[%i] : memref<100xf32>
    }
  }
  return
}
""")
v("if_else", """
// affine.if with an else region and a set with equalities and symbols.
#set = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, s0 - d0 - 1 >= 0)>
func.func @f(%m: memref<10x10xf32>, %n: index, %a: f32, %b: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if #set(%i, %j)[%n] {
        affine.store %a, %m[%i, %j] : memref<10x10xf32>
      } else {
        affine.store %b, %m[%i, %j] : memref<10x10xf32>
      }
    }
  }
  return
}
""")
v("if_results", """
// affine.if yielding a value from each region.
#set = affine_set<(d0) : (d0 >= 0, -d0 + 9 >= 0)>
func.func @f(%i: index, %m: memref<10xf32>) -> f32 {
  %r = affine.if #set(%i) -> f32 {
    %x = affine.load %m[%i] : memref<10xf32>
    affine.yield %x : f32
  } else {
    %z = arith.constant 0.0 : f32
    affine.yield %z : f32
  }
  return %r : f32
}
""")
v("if_inline_set", """
// affine.if with an inline affine_set (the printer introduces a #set alias).
func.func @f(%i: index, %n: index) {
  affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] {
  }
  return
}
""")
v("apply", """
// affine.apply with dimension and symbol operands.
#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
func.func @f(%i: index, %j: index, %s: index) -> index {
  %0 = affine.apply #map(%i, %j)[%s]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%0)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%1)
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%2)
  %4 = affine.apply affine_map<()[s0] -> (s0 * -1)>()[%3]
  return %4 : index
}
""")
v("apply_constant_map", """
// affine.apply of a map with a constant result and no operands.
func.func @f() -> index {
  %0 = affine.apply affine_map<() -> (42)>()
  return %0 : index
}
""")
v("load_store", """
// affine.load and affine.store with affine subscript expressions and symbols.
func.func @f(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to 50 {
      %x = affine.load %m[%i * 2, %j + symbol(%n)] : memref<100x100xf32>
      affine.store %x, %m[%i + 1, %j * 2 + 3] : memref<100x100xf32>
    }
  }
  return
}
""")
v("load_store_rank0", """
// affine.load and affine.store on a rank-0 memref.
func.func @f(%m: memref<f64>, %x: f64) -> f64 {
  affine.store %x, %m[] : memref<f64>
  %0 = affine.load %m[] : memref<f64>
  return %0 : f64
}
""")
v("min_max", """
// affine.min and affine.max of multi-result maps.
#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
func.func @f(%i: index, %n: index) -> (index, index) {
  %0 = affine.min #map(%i)[%n]
  %1 = affine.max #map(%i)[%n]
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%0, %1)
  return %0, %2 : index, index
}
""")
v("parallel", """
// affine.parallel over two dimensions with steps.
func.func @f(%m: memref<100x100xf32>, %x: f32) {
  affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) {
    affine.store %x, %m[%i, %j] : memref<100x100xf32>
  }
  return
}
""")
v("parallel_reduce", """
// affine.parallel with a reduction.
func.func @sum(%m: memref<100xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (100) reduce ("addf") -> (f32) {
    %x = affine.load %m[%i] : memref<100xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
""")
v("parallel_min_max_bounds", """
// affine.parallel with max/min bounds and symbols.
func.func @f(%n: index) {
  affine.parallel (%i) = (max(0, 2)) to (min(%n, 64)) {
  }
  return
}
""")
v("prefetch", """
// affine.prefetch with read/write, locality and cache type.
func.func @f(%m: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.prefetch %m[%i, %i + 3], read, locality<3>, data : memref<400x400xi32>
    affine.prefetch %m[%i, 0], write, locality<1>, instr : memref<400x400xi32>
  }
  return
}
""")
v("vector_load_store", """
// affine.vector_load and affine.vector_store.
func.func @f(%m: memref<100xf32>) {
  affine.for %i = 0 to 100 step 8 {
    %v = affine.vector_load %m[%i] : memref<100xf32>, vector<8xf32>
    affine.vector_store %v, %m[%i] : memref<100xf32>, vector<8xf32>
  }
  return
}
""")
v("delinearize_index", """
// affine.delinearize_index with static and dynamic bases.
func.func @f(%idx: index, %b: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %idx into (4, %b, 8) : index, index, index
  %1:2 = affine.delinearize_index %idx into (16) : index, index
  return %0#0, %0#1, %1#1 : index, index, index
}
""")
v("linearize_index", """
// affine.linearize_index with static and dynamic bases, and disjoint.
func.func @f(%i: index, %j: index, %b: index) -> (index, index) {
  %0 = affine.linearize_index [%i, %j] by (4, 8) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (%b, 8) : index
  return %0, %1 : index, index
}
""")
v("map_aliases", """
// Several map and set aliases used by affine ops; the printer renames them #map, #map1, #set.
#shift = affine_map<(d0) -> (d0 + 1)>
#double = affine_map<(d0) -> (d0 * 2)>
#inside = affine_set<(d0) : (d0 >= 0, 63 - d0 >= 0)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #shift(%i)
  %1 = affine.apply #double(%0)
  %r = affine.if #inside(%1) -> index {
    affine.yield %1 : index
  } else {
    affine.yield %i : index
  }
  return %r : index
}
""")
v("matmul_loop_nest", """
// A matrix multiplication as an affine loop nest.
func.func @matmul(%a: memref<16x32xf32>, %b: memref<32x8xf32>, %c: memref<16x8xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 32 {
        %x = affine.load %a[%i, %k] : memref<16x32xf32>
        %y = affine.load %b[%k, %j] : memref<32x8xf32>
        %z = affine.load %c[%i, %j] : memref<16x8xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        affine.store %s, %c[%i, %j] : memref<16x8xf32>
      }
    }
  }
  return
}
""")
v("empty_set", """
// affine.if with a trivially false integer set and a trivially true one.
func.func @f(%i: index) {
  affine.if affine_set<(d0) : (1 == 0)>(%i) {
  }
  affine.if affine_set<(d0) : (0 == 0)>(%i) {
  }
  return
}
""")
v("map_with_semi_affine", """
// affine.apply of maps with floordiv/ceildiv/mod by constants and symbols multiplied by constants.
func.func @f(%i: index, %s: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) floordiv 4 + (d0 mod 4) * 16 - s0 ceildiv 2)>(%i)[%s]
  return %0 : index
}
""")
v("dma", """
// affine.dma_start and affine.dma_wait between memory spaces.
func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>) {
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    affine.dma_start %src[%i, %i], %dst[%i, %i], %tag[%c0], %c64 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
  }
  return
}
""")
v("yield_in_nested_regions", """
// affine.yield in nested affine.for and affine.if regions with results.
func.func @f(%m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %c0) -> (i32) {
    %x = affine.load %m[%i] : memref<8xi32>
    %y = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> i32 {
      %s = arith.addi %acc, %x : i32
      affine.yield %s : i32
    } else {
      affine.yield %acc : i32
    }
    affine.yield %y : i32
  }
  return %r : i32
}
""")
v("generic_form", """
// affine ops in generic form with map properties; printed in custom form.
func.func @f(%i: index) -> index {
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0 + 3)>}> : (index) -> index
  %1 = "affine.min"(%0, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index, index) -> index
  return %1 : index
}
""")

v("for_zero_step_accepted", """
// affine.for with step 0 is accepted by the parser and verifier.
func.func @f() {
  affine.for %i = 0 to 10 step 0 {
  }
  return
}
""")

# ================================================================ invalid
bad("for_non_affine_bound", """
// affine.for with a bound loaded inside an enclosing loop: not a valid dimension or symbol.
func.func @f(%m: memref<?xindex>) {
  affine.for %j = 0 to 10 {
    %n = memref.load %m[%j] : memref<?xindex>
    affine.for %i = 0 to affine_map<(d0) -> (d0)>(%n) {
    }
  }
  return
}
""")
bad("for_float_bound", """
// affine.for whose upper bound is an f32 value.
func.func @f(%n: f32) {
  affine.for %i = 0 to %n {
  }
  return
}
""")
bad("for_negative_step", """
// affine.for with a negative step.
func.func @f() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
""")
bad("for_bound_operand_count", """
// affine.for whose bound map takes two dimensions but is given one operand.
func.func @f(%a: index) {
  affine.for %i = 0 to affine_map<(d0, d1) -> (d0 + d1)>(%a) {
  }
  return
}
""")
bad("for_multi_result_without_min", """
// affine.for with a multi-result upper bound map but no `min`.
func.func @f(%a: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0, 10)>(%a) {
  }
  return
}
""")
bad("for_yield_mismatch", """
// affine.for whose affine.yield type differs from the iter_arg type.
func.func @f(%x: f32, %y: i32) {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %x) -> (f32) {
    affine.yield %y : i32
  }
  return
}
""")
bad("apply_wrong_operand_count", """
// affine.apply whose map has two dimensions but one operand.
func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}
""")
bad("apply_multi_result", """
// affine.apply of a map with two results.
func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%i)
  return
}
""")
bad("load_wrong_subscript_count", """
// affine.load with one subscript for a rank-2 memref.
func.func @f(%m: memref<4x4xf32>) {
  affine.for %i = 0 to 4 {
    %0 = affine.load %m[%i] : memref<4x4xf32>
  }
  return
}
""")
bad("load_invalid_dimension", """
// affine.load indexed by a value that is neither a valid dimension nor symbol.
func.func @f(%m: memref<10xf32>, %idx: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %j = memref.load %idx[%c0] : memref<1xindex>
    %k = arith.addi %i, %j : index
    %0 = affine.load %m[%k] : memref<10xf32>
  }
  return
}
""")
bad("store_type_mismatch", """
// affine.store of an i32 into an f32 memref.
func.func @f(%m: memref<4xf32>, %v: i32) {
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xf32>
  }
  return
}
""")
bad("if_set_operand_count", """
// affine.if whose set has one dimension but two operands.
#set = affine_set<(d0) : (d0 >= 0)>
func.func @f(%i: index, %j: index) {
  affine.if #set(%i, %j) {
  }
  return
}
""")
bad("if_results_without_else", """
// affine.if with results but without an else region.
#set = affine_set<(d0) : (d0 >= 0)>
func.func @f(%i: index, %x: f32) -> f32 {
  %r = affine.if #set(%i) -> f32 {
    affine.yield %x : f32
  }
  return %r : f32
}
""")
bad("min_no_results_map", """
// affine.min of a map with no results.
func.func @f(%i: index) {
  %0 = affine.min affine_map<(d0) -> ()>(%i)
  return
}
""")
bad("yield_outside_affine", """
// affine.yield directly in a function body.
func.func @f() {
  affine.yield
}
""")
bad("parallel_bad_reduction", """
// affine.parallel with an unknown reduction kind.
func.func @f() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("concat") -> (f32) {
    %x = arith.constant 0.0 : f32
    affine.yield %x : f32
  }
  return
}
""")
bad("undefined_map_alias", """
// Use of an affine map alias that is not defined.
func.func @f(%i: index) {
  %0 = affine.apply #undefined(%i)
  return
}
""")
bad("attr_dict_delinearize_static_basis", """
// affine.delinearize_index (a generated parser, unlike most affine ops) with an integer static_basis in its attribute dictionary.
func.func @f(%i: index) -> (index, index) {
  %0:2 = affine.delinearize_index %i into (2, 2) {static_basis = 1 : i32} : index, index
  return %0#0, %0#1 : index, index
}
""")
