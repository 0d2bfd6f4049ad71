// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// A single-block region of an unregistered op may hold uses before definitions, and
// may use values of the enclosing region that are defined after the op itself.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      "foo.use"(%1, %0) : (i64, i32) -> ()
// CHECK-NEXT:      %1 = "foo.def"() : () -> i64
// CHECK-NEXT:      "foo.inner"() ({
// CHECK-NEXT:        "foo.use"(%1, %2) : (i64, i1) -> ()
// CHECK-NEXT:        %2 = "foo.deepest"() : () -> i1
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %0 = "foo.outer"() : () -> i32
// CHECK-NEXT:  }) : () -> ()
"foo.region"() ({
  "foo.use"(%x, %outer) : (i64, i32) -> ()
  %x = "foo.def"() : () -> i64
  "foo.inner"() ({
    "foo.use"(%x, %y) : (i64, i1) -> ()
    %y = "foo.deepest"() : () -> i1
  }) : () -> ()
}) : () -> ()
%outer = "foo.outer"() : () -> i32
