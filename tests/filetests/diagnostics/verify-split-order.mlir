// RUN: not sigil opt %s --allow-unregistered-dialect --verify-diagnostics --split-input-file 2>&1 | FileCheck %s

// With --split-input-file, unexpected diagnostics are reported as the parts are
// processed, and the annotations that were not matched after the last part.

// CHECK:      verify-split-order.mlir:[[@LINE+8]]:11: error: unexpected error: use of undeclared SSA value name
// CHECK:      verify-split-order.mlir:[[@LINE+13]]:11: error: unexpected error: use of undeclared SSA value name
// CHECK:      verify-split-order.mlir:[[@LINE+4]]:4: error: expected error "not produced in part 1" was not produced
// CHECK:      verify-split-order.mlir:[[@LINE+9]]:4: error: expected error "not produced in part 2" was not produced
// CHECK-NOT:  error:

// expected-error@+1 {{not produced in part 1}}
"foo.ok"() : () -> ()
"foo.use"(%first) : (i32) -> ()

// -----

// expected-error@+1 {{not produced in part 2}}
"foo.ok"() : () -> ()
"foo.use"(%second) : (i32) -> ()
