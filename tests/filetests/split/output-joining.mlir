// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s

// Each part is parsed and printed on its own (aliases and numbering restart), and
// the printed modules are joined by separator lines (written `{{//}} -----` in the
// CHECK lines, as the marker itself would split this file). A part with nothing in it is an
// empty module.

// CHECK:       "builtin.module"() ({
// CHECK-NEXT:    %0 = "foo.a"() : () -> i32
// CHECK-NEXT:  }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT:  {{//}} -----
// CHECK-NEXT:  #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:  "builtin.module"() ({
// CHECK-NEXT:    %0 = "foo.b"() {m = #map} : () -> i32
// CHECK-NEXT:    "foo.c"() {m = #map} : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT:  {{//}} -----
// CHECK-NEXT:  "builtin.module"() <{sym_name = "named"}> ({
// CHECK-NEXT:    "foo.d"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT:  {{//}} -----
// CHECK-NEXT:  "builtin.module"() ({
// CHECK-NEXT:  ^bb0:
// CHECK-NEXT:  }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT:  {{//}} -----
// CHECK-NEXT:  "builtin.module"() ({
// CHECK-NEXT:    "foo.e"(%0) : (i32) -> ()
// CHECK-NEXT:    %0 = "foo.f"() : () -> i32
// CHECK-NEXT:  }) : () -> ()
// CHECK-EMPTY:
// CHECK-NOT:   {{.}}
%a = "foo.a"() : () -> i32

// -----

#map = affine_map<(d0) -> (d0)>
%b = "foo.b"() {m = #map} : () -> i32
"foo.c"() {m = #map} : () -> ()

// -----

module @named {
  "foo.d"() : () -> ()
}

// -----

// -----

// The same names as in the first part: each part has its own values.
"foo.e"(%a) : (i32) -> ()
%a = "foo.f"() : () -> i32
