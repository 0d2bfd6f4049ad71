// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// distinct[N]<...> attributes are renumbered from 0 in order of first use and get
// #distinctN aliases. An alias whose body refers to other aliases is printed after
// them. The same input id names the same attribute.

// CHECK:      #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"x">
// CHECK-NEXT: #distinct2 = distinct[2]<1 : i64>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #distinct3 = distinct[3]<#map>
// CHECK-NEXT: #distinct4 = distinct[4]<[#distinct2]>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.c"() {d = #distinct, e = #distinct1, f = #distinct} : () -> ()
// CHECK-NEXT:   "foo.m"() {d = #distinct3} : () -> ()
// CHECK-NEXT:   "foo.n"() {x = #distinct4} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.c"() {d = distinct[5]<42 : i32>, e = distinct[7]<"x">, f = distinct[5]<42 : i32>} : () -> ()
"foo.m"() {d = distinct[3]<affine_map<(d0) -> (d0)>>} : () -> ()
"foo.n"() {x = distinct[0]<[distinct[9]<1>]>} : () -> ()
