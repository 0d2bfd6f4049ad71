// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// builtin.unrealized_conversion_cast in generic and custom form, with 0, 1 and several
// operands and results; the custom form may omit the `builtin.` prefix.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:    %0:2 = "foo.def"() : () -> (i32, f32)
// CHECK-NEXT:    %1 = "builtin.unrealized_conversion_cast"(%0#0) : (i32) -> index
// CHECK-NEXT:    %2 = "builtin.unrealized_conversion_cast"(%0#0) : (i32) -> i64
// CHECK-NEXT:    %3:2 = "builtin.unrealized_conversion_cast"(%0#0, %0#1) : (i32, f32) -> (i1, i2)
// CHECK-NEXT:    %4 = "builtin.unrealized_conversion_cast"() : () -> i8
// CHECK-NEXT:    %5 = "builtin.unrealized_conversion_cast"(%0#1) {foo.tag} : (f32) -> f64
// CHECK-NEXT:  }) : () -> ()
%a:2 = "foo.def"() : () -> (i32, f32)
%b = "builtin.unrealized_conversion_cast"(%a#0) : (i32) -> index
%c = builtin.unrealized_conversion_cast %a#0 : i32 to i64
%d:2 = builtin.unrealized_conversion_cast %a#0, %a#1 : i32, f32 to i1, i2
%e = unrealized_conversion_cast to i8
%f = builtin.unrealized_conversion_cast %a#1 : f32 to f64 {foo.tag}
