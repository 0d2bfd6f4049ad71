// RUN: not sigil opt %s --allow-unregistered-dialect --verify-diagnostics 2>&1 | FileCheck %s

// With --verify-diagnostics, a diagnostic that no annotation expects is an error of
// its own, at the diagnostic's location; the exit status is 1.

// CHECK:      verify-unexpected-error.mlir:[[@LINE+4]]:11: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: "foo.use"(%missing) : (i32) -> ()
// CHECK-NEXT:           ^
// CHECK-NOT:  error:
"foo.use"(%missing) : (i32) -> ()
