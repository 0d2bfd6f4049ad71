// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Properties `<{...}>` of an unregistered op are kept apart from its attributes, in
// the generic position: after the successors, before the regions. Both dictionaries
// are sorted by name, and may hold the same name. An empty one is printed, and
// attributes in properties get no aliases.

// CHECK-NOT:   #map
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    "foo.p"() <{a = "x", b = 2 : i32}> {a = 3 : i64, z = 1 : i64} : () -> ()
// CHECK-NEXT:    "foo.q"() <{}> : () -> ()
// CHECK-NEXT:    "foo.r"() <{m = affine_map<(d0) -> (d0)>, nested = {k = [1, 2]}}> ({
// CHECK-NEXT:      "foo.s"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.w"() ({
// CHECK-NEXT:      %0 = "foo.c"() : () -> i32
// CHECK-NEXT:      "foo.br"(%0)[^bb1] : (i32) -> ()
// CHECK-NEXT:    ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      %2 = "foo.t"(%1)[^bb1] <{p}> ({
// CHECK-NEXT:      }) {q} : (i32) -> i32
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) : () -> ()
"foo.p"() <{b = 2 : i32, a = "x"}> {z = 1, a = 3} : () -> ()
"foo.q"() <{}> : () -> ()
"foo.r"() <{nested = {k = [1, 2]}, m = affine_map<(d0) -> (d0)>}> ({
  "foo.s"() : () -> ()
}) : () -> ()
"foo.w"() ({
  %c = "foo.c"() : () -> i32
  "foo.br"(%c)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %0 = "foo.t"(%x)[^bb1] <{p}> ({}) {q} : (i32) -> i32
}) : () -> ()
