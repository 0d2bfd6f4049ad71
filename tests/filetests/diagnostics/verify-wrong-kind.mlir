// RUN: not sigil opt %s --allow-unregistered-dialect --verify-diagnostics 2>&1 | FileCheck %s

// An error where a warning is expected, with the expected text, is reported as a
// kind mismatch at the annotation (and the warning as not produced).

// CHECK:      verify-wrong-kind.mlir:[[@LINE+8]]:4: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK-NEXT: {{^}}// {{.*}}use of undeclared
// CHECK-NEXT: {{^}}   ^{{$}}
// CHECK-NEXT: verify-wrong-kind.mlir:[[@LINE+5]]:4: error: expected warning "use of undeclared" was not produced
// CHECK-NEXT: {{^}}// {{.*}}use of undeclared
// CHECK-NEXT: {{^}}   ^~~~~~~~~~~~~~~~~{{$}}
// CHECK-NOT:  error:

// expected-warning@+1 {{use of undeclared}}
"foo.use"(%missing) : (i32) -> ()
