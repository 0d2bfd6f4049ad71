// RUN: sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "builtin.module"() ({

// Sparse elements: indices then values, each printed like a dense literal (so a single
// index or value prints without brackets, and empty ones as nothing).
// CHECK-NEXT:  "foo.sp"() {v = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
"foo.sp"() {v = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
// CHECK-NEXT:  "foo.sp"() {v = sparse<> : tensor<3xf32>} : () -> ()
"foo.sp"() {v = sparse<[], []> : tensor<3xf32>} : () -> ()
// CHECK-NEXT:  "foo.sp"() {v = sparse<1, 2.500000e+00> : tensor<4xf16>} : () -> ()
"foo.sp"() {v = sparse<[[1]], [2.5]> : tensor<4xf16>} : () -> ()
// CHECK-NEXT:  "foo.sp"() {v = sparse<0, 7> : tensor<4xi32>} : () -> ()
"foo.sp"() {v = sparse<0, 7> : tensor<4xi32>} : () -> ()

// Dense arrays: array<type: values>, and array<type> when empty.
// CHECK-NEXT:  "foo.ar"() {v = array<i32: 1, 2, 3>} : () -> ()
"foo.ar"() {v = array<i32: 1, 2, 3>} : () -> ()
// CHECK-NEXT:  "foo.ar"() {v = array<f32: 1.000000e+00, 2.500000e+00>} : () -> ()
"foo.ar"() {v = array<f32: 1.0, 2.5>} : () -> ()
// CHECK-NEXT:  "foo.ar"() {v = array<i1: true, false>} : () -> ()
"foo.ar"() {v = array<i1: true, false>} : () -> ()
// CHECK-NEXT:  "foo.ar"() {v = array<i64>} : () -> ()
"foo.ar"() {v = array<i64>} : () -> ()
// CHECK-NEXT:  "foo.ar"() {v = array<i8: -1, 127>} : () -> ()
"foo.ar"() {v = array<i8: -1, 127>} : () -> ()
// CHECK-NEXT:  "foo.ar"() {v = array<f64: 1.000000e-01>} : () -> ()
"foo.ar"() {v = array<f64: 0.1>} : () -> ()

// Array attributes hold any attributes.
// CHECK-NEXT:  "foo.ar"() {v = [1, "x", [2.000000e+00 : f32], unit, @s, {k}]} : () -> ()
"foo.ar"() {v = [1, "x", [2.0 : f32], unit, @s, {k}]} : () -> ()
// CHECK-NEXT:  "foo.ar"() {v = []} : () -> ()
"foo.ar"() {v = []} : () -> ()
// CHECK-NEXT:  }) : () -> ()
