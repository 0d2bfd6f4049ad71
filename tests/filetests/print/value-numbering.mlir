// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Names are not kept. Entry block arguments print as %argN (counted across the whole
// isolated scope); other values as %N, where the values of a region's own blocks are
// numbered before those of the regions nested in it, so %after and %last get %0 and %1.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    "foo.r"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32, %arg1: i64):
// CHECK-NEXT:      %2 = "foo.x"(%arg0) : (i32) -> i32
// CHECK-NEXT:      "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      %3:2 = "foo.y"(%arg1) : (i64) -> (i1, i1)
// CHECK-NEXT:      "foo.br"(%3#1)[^bb2] : (i1) -> ()
// CHECK-NEXT:    ^bb2(%4: i1, %5: f32):  // pred: ^bb1
// CHECK-NEXT:      "foo.inner"() ({
// CHECK-NEXT:      ^bb0(%arg2: i8):
// CHECK-NEXT:        %6 = "foo.use"(%arg2, %2, %4, %5) : (i8, i32, i1, f32) -> i8
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:      "foo.ret"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %0 = "foo.after"() : () -> i32
// CHECK-NEXT:    %1 = "foo.last"(%0) : (i32) -> i32
// CHECK-NEXT:  }) : () -> ()
"foo.r"() ({
^entry(%a: i32, %b: i64):
  %c = "foo.x"(%a) : (i32) -> i32
  "foo.br"()[^next] : () -> ()
^next:
  %d:2 = "foo.y"(%b) : (i64) -> (i1, i1)
  "foo.br"(%d#1)[^join] : (i1) -> ()
^join(%p: i1, %q: f32):
  "foo.inner"() ({
  ^bb0(%z: i8):
    %r = "foo.use"(%z, %c, %p, %q) : (i8, i32, i1, f32) -> i8
  }) : () -> ()
  "foo.ret"() : () -> ()
}) : () -> ()
%after = "foo.after"() : () -> i32
%last = "foo.last"(%after) : (i32) -> i32
