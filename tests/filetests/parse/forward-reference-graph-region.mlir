// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// The module body is a graph region: a value may be used before the op that defines
// it. Numbering follows the printed order, so the use gets the number of the later
// definition.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    "foo.use"(%0, %1#1) : (i32, f32) -> ()
// CHECK-NEXT:    %0 = "foo.def"() : () -> i32
// CHECK-NEXT:    %1:2 = "foo.pair"() : () -> (i64, f32)
// CHECK-NEXT:    "foo.cycle"(%2) : (i8) -> ()
// CHECK-NEXT:    %2 = "foo.cycle_def"(%2) : (i8) -> i8
// CHECK-NEXT:  }) : () -> ()
"foo.use"(%later, %pair#1) : (i32, f32) -> ()
%later = "foo.def"() : () -> i32
%pair:2 = "foo.pair"() : () -> (i64, f32)
"foo.cycle"(%self) : (i8) -> ()
%self = "foo.cycle_def"(%self) : (i8) -> i8
