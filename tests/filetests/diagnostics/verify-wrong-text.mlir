// RUN: not sigil opt %s --allow-unregistered-dialect --verify-diagnostics 2>&1 | FileCheck %s

// An error whose text does not contain the expected text is both unexpected and
// not produced.

// CHECK:      verify-wrong-text.mlir:[[@LINE+9]]:11: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: "foo.use"(%missing) : (i32) -> ()
// CHECK-NEXT:           ^
// CHECK-NEXT: verify-wrong-text.mlir:[[@LINE+5]]:4: error: expected error "wrong text" was not produced
// CHECK-NEXT: {{^}}// {{.*}}wrong text
// CHECK-NEXT: {{^}}   ^~~~~~~~~~{{$}}
// CHECK-NOT:  error:

// expected-error@+1 {{wrong text}}
"foo.use"(%missing) : (i32) -> ()
