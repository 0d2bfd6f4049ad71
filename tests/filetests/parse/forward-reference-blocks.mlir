// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Successors may name blocks defined later in the region, and a block may use a value
// defined further down in the text when the defining block dominates it (here ^exit is
// only reached from ^target).

// CHECK-LABEL: "foo.cfg"() ({
// CHECK-NEXT:    %0 = "foo.def"() : () -> i32
// CHECK-NEXT:    "foo.br"(%0)[^bb2] : (i32) -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb2
// CHECK-NEXT:    "foo.return"(%1, %2) : (i32, i64) -> ()
// CHECK-NEXT:  ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:    %2 = "foo.use"(%0, %1) : (i32, i32) -> i64
// CHECK-NEXT:    "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:  }) : () -> ()
"foo.cfg"() ({
  %v = "foo.def"() : () -> i32
  "foo.br"(%v)[^target] : (i32) -> ()
^exit:
  "foo.return"(%arg, %w) : (i32, i64) -> ()
^target(%arg: i32):
  %w = "foo.use"(%v, %arg) : (i32, i32) -> i64
  "foo.br"()[^exit] : () -> ()
}) : () -> ()
