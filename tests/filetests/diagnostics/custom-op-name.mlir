// RUN: not sigil opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s

// An op name without quotes is a custom-form op. The error points at the name.

"foo.a"() : () -> ()
// CHECK:      custom-op-name.mlir:[[@LINE+3]]:4: error: custom op 'trailing' is unknown (tried 'builtin.trailing' as well)
// CHECK-NEXT:    trailing
// CHECK-NEXT:    ^
   trailing

// -----

// CHECK:      custom-op-name.mlir:[[@LINE+3]]:7: error: custom op 'bar' is unknown (tried 'builtin.bar' as well)
// CHECK-NEXT:  %0 = bar
// CHECK-NEXT:       ^
 %0 = bar

// -----

// An unknown dialect: mlir-opt also lists the dialects it knows in a note.
// CHECK:      custom-op-name.mlir:[[@LINE+3]]:3: error: Dialect `foo' not found for custom op 'foo.bar'
// CHECK-NEXT:   foo.bar
// CHECK-NEXT:   ^
  foo.bar
