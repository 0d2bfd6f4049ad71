// The language reference's unit attribute example: body-less `func @f(i1)`
// was a public external function and becomes `func.func private`.
// RUN: sigil opt %S/../../dialects/langref/16_unit_attribute.mlir 2>&1 | FileCheck %s
// RUN: sigil opt %S/../../dialects/langref/16_unit_attribute.mlir 2> %t | mlir-opt-22 | FileCheck %s --check-prefix=OK

// CHECK:      module {
// CHECK-NEXT:   func.func private @verbose_form(i1) attributes {dialectName.unitAttr}
// CHECK-NEXT:   func.func private @simple_form(i1) attributes {dialectName.unitAttr}
// CHECK-NEXT: }
// CHECK:      16_unit_attribute.mlir:3:1: warning: 'func' is an old spelling, read as 'func.func'

// OK: func.func private @simple_form(i1) attributes {dialectName.unitAttr}
