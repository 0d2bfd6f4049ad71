// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Affine maps and sets get #mapN / #setN aliases, numbered in order of first use
// (including uses inside types and arrays); the alias names of the input are not kept.
// Identical maps share one alias.

// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, d1 mod 4)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map6 = affine_map<() -> (0)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0, s1] -> (d0 ceildiv s0, -d0 + s1 - 1)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() {m = #map, n = #map1, s = #set} : () -> ()
// CHECK-NEXT:   "foo.b"() {k = #map2, m = #map} : () -> ()
// CHECK-NEXT:   "foo.c"() {arr = [#map3, #map4], ty = memref<4x4xf32, #map1>} : () -> ()
// CHECK-NEXT:   "foo.d"(%0) : (memref<8xf32, #map5>) -> ()
// CHECK-NEXT:   %0 = "foo.def"() : () -> memref<8xf32, #map5>
// CHECK-NEXT:   "foo.e"() {m = #map6, m2 = #map7, st = #set1} : () -> ()
// CHECK-NEXT: }) : () -> ()
#my_map = affine_map<(d0, d1) -> (d1, d0)>
"foo.a"() {m = affine_map<(d0) -> (d0 + 1)>, n = #my_map, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"foo.b"() {m = affine_map<(d0) -> (d0 + 1)>, k = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, d1 mod 4)>} : () -> ()
"foo.c"() {arr = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 floordiv 2)>], ty = memref<4x4xf32, #my_map>} : () -> ()
"foo.d"(%x) : (memref<8xf32, affine_map<(d0) -> (d0 * 3)>>) -> ()
%x = "foo.def"() : () -> memref<8xf32, affine_map<(d0) -> (d0 * 3)>>
"foo.e"() {m = affine_map<() -> (0)>, m2 = affine_map<(d0)[s0, s1] -> (d0 ceildiv s0, -d0 + s1 - 1)>, st = affine_set<(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>} : () -> ()
