// RUN: not sigil opt %s --allow-unregistered-dialect --verify-diagnostics 2>&1 | FileCheck %s

// An annotation that no diagnostic matches is reported at the annotation, with the
// expected text underlined; the module is valid, yet the exit status is 1. (The CHECK
// lines avoid spelling out an annotation, which would be one.)

// CHECK:      verify-expected-not-produced.mlir:[[@LINE+8]]:4: error: expected error "this error is not produced" was not produced
// CHECK-NEXT: {{^}}// {{.*}}this error is not produced
// CHECK-NEXT: {{^}}   ^~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: verify-expected-not-produced.mlir:[[@LINE+8]]:4: error: expected note "note at the wrong line" was not produced
// CHECK-NEXT: {{^}}// {{.*}}note at the wrong line
// CHECK-NEXT: {{^}}   ^~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NOT:  error:

// expected-error@+1 {{this error is not produced}}
"foo.ok"() : () -> ()

// expected-note@+1 {{note at the wrong line}}
"foo.ok"() : () -> ()
