// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic -o %t
// RUN: sigil opt %t --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// A left-nested chain of 250 `mod`s prints with 249 nested parentheses, and that
// printout must read back (mlir-opt reads such nests far deeper than 200 levels);
// so must an expression written with 300 levels of parentheses.

// CHECK:      #map = affine_map<(d0) -> ({{[(]+}}d0 mod 7) mod 5) mod 7) mod 5{{.*}} mod 7) mod 5)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.chain"() {m = #map} : () -> ()
// CHECK-NEXT:   "foo.parens"() {m = #map1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.chain"() {m = affine_map<(d0) -> (d0 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5 mod 7 mod 5)>} : () -> ()
"foo.parens"() {m = affine_map<(d0) -> (((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((d0)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))) + 1)>} : () -> ()
