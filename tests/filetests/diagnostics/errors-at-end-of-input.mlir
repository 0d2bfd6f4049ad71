// RUN: not sigil opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s

// Each part ends where its input ends. An error found at the end of the input is
// reported just after the last token (not on the separator line below it), and an
// unbalanced dialect attribute or type body at its opening `<`.

// CHECK: errors-at-end-of-input.mlir:[[@LINE+1]]:23: error: expected element literal of primitive type
"foo.op"() {d = dense<
// -----
// CHECK: errors-at-end-of-input.mlir:[[@LINE+1]]:27: error: expected integer literal
"foo.op"() {d = array<i64:
// -----
// CHECK: errors-at-end-of-input.mlir:[[@LINE+1]]:26: error: unbalanced '<' character in pretty dialect name
"foo.op"() : () -> !foo.x<
// -----
// CHECK: errors-at-end-of-input.mlir:[[@LINE+1]]:23: error: unbalanced '{' character in pretty dialect name
"foo.op"() {a = #foo.x<{
// -----
// CHECK: errors-at-end-of-input.mlir:[[@LINE+1]]:23: error: unbalanced '[' character in pretty dialect name
"foo.op"() {a = #foo.x<{x = [
// -----
// A dialect body that holds a string is reported one character later, at the string.
// CHECK: errors-at-end-of-input.mlir:[[@LINE+1]]:27: error: unbalanced '<' character in pretty dialect name
"foo.op"() : () -> !foo.x<"x"
// -----
// This one is reported at the end of the part itself: the start of the separator line.
// CHECK: errors-at-end-of-input.mlir:[[@LINE+2]]:1: error: expected nested symbol reference identifier
"foo.op"() {a = @a::
// -----
