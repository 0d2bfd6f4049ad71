// RUN: not sigil opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// A diagnostic on a line that is not valid UTF-8 (the attribute name below is the
// byte 0xFF): mlir-opt prints the line as it is and no caret line under it.

// CHECK:      invalid-utf8-source-line.mlir:[[@LINE+4]]:13: error: unexpected character
// CHECK-NEXT: {{^}}"foo.op"() {{[{].*}} = 1} : () -> (){{$}}
// CHECK-NOT:  {{^ *\^}}
// CHECK-NOT:  {{.}}
"foo.op"() {ÿ = 1} : () -> ()
