// The language reference's graph region example: accepted as written.
// RUN: sigil opt --allow-unregistered-dialect %S/../../dialects/langref/09_graph_region.mlir | FileCheck %s
// RUN: sigil opt --allow-unregistered-dialect %S/../../dialects/langref/09_graph_region.mlir | mlir-opt-22 --allow-unregistered-dialect | FileCheck %s --check-prefix=OK

// CHECK: "test.graph_region"() ({
// CHECK-NEXT: %0 = "op1"(%0, %2) : (i32, i32) -> i32
// CHECK:      %4 = "op2"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> i32

// mlir-opt-22 knows `test.graph_region` (its test dialect) and prints it in custom form.
// OK: test.graph_region {
// OK: %4 = "op2"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> i32
