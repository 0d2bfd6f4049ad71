// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// A result group `%name:N` defines N values; `%name#i` uses the i-th. Groups of a
// multi-group definition (`%a, %b:2 = ...`) are renumbered as one group by the printer.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    %0:3 = "foo.multi"() : () -> (i32, f32, i64)
// CHECK-NEXT:    "foo.use"(%0#1, %0#2, %0#0) : (f32, i64, i32) -> ()
// CHECK-NEXT:    %1:3 = "foo.groups"() : () -> (i1, i8, i16)
// CHECK-NEXT:    "foo.use"(%1#0, %1#1, %1#2) : (i1, i8, i16) -> ()
// CHECK-NEXT:    %2 = "foo.single"() : () -> index
// CHECK-NEXT:    "foo.use"(%2) : (index) -> ()
// CHECK-NEXT:  }) : () -> ()
%0:3 = "foo.multi"() : () -> (i32, f32, i64)
"foo.use"(%0#1, %0#2, %0#0) : (f32, i64, i32) -> ()
%a, %b:2 = "foo.groups"() : () -> (i1, i8, i16)
"foo.use"(%a, %b#0, %b#1) : (i1, i8, i16) -> ()
%one:1 = "foo.single"() : () -> index
"foo.use"(%one#0) : (index) -> ()
