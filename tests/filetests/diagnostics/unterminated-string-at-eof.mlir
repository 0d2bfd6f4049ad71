// RUN: not sigil opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// A string still open at the very end of the file (this one has no final newline)
// is reported at the end of the file, not at its opening quote.

// CHECK: unterminated-string-at-eof.mlir:[[@LINE+1]]:21: error: expected '"' in string literal
"foo.op"() {s = "abc