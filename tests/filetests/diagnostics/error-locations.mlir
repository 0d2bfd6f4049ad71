// RUN: not sigil opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s

// A syntax error is reported at the start of the token that is wrong, not at the end of
// the token before it (the spaces in these inputs tell the two apart).

// CHECK:      error-locations.mlir:[[@LINE+3]]:34: error: expected element literal of primitive type
// CHECK-NEXT: {{^}}"foo.op"() {a = dense<{{\[\[}}1, 2], [ x ]]> : tensor<2x2xi32>} : () -> ()
// CHECK-NEXT: {{^}}                                 ^
"foo.op"() {a = dense<[[1, 2], [ x ]]> : tensor<2x2xi32>} : () -> ()

// -----

// CHECK:      error-locations.mlir:[[@LINE+3]]:33: error: expected integer literal
// CHECK-NEXT: {{^}}"foo.op"() {a = array<i64: 1, - x>} : () -> ()
// CHECK-NEXT: {{^}}                                ^
"foo.op"() {a = array<i64: 1, - x>} : () -> ()

// -----

// An undefined alias is reported after the alias, at the token that follows it.
// CHECK:      error-locations.mlir:[[@LINE+3]]:21: error: undefined symbol alias id 'map'
// CHECK-NEXT: {{^}}"foo.op"() {a = #map x} : () -> ()
// CHECK-NEXT: {{^}}                    ^
"foo.op"() {a = #map x} : () -> ()

// -----

// CHECK:      error-locations.mlir:[[@LINE+1]]:9: error: custom op 'bar' is unknown (tried 'builtin.bar' as well)
%0 =    bar

// -----

// A dialect attribute or type whose namespace is not an identifier
// (`[a-zA-Z_][a-zA-Z_0-9$]*`) is refused as mlir-opt-22 refuses it, after
// the '.' (found by the parser fuzz target: sigil printed it as `#<...>`).
// CHECK:      error-locations.mlir:[[@LINE+3]]:19: error: invalid dialect namespace '""'
// CHECK-NEXT: {{^}}"foo.op"() {a = #..foo<1>} : () -> ()
// CHECK-NEXT: {{^}}                  ^
"foo.op"() {a = #..foo<1>} : () -> ()

// -----

// CHECK:      error-locations.mlir:[[@LINE+3]]:23: error: invalid dialect namespace '""'
// CHECK-NEXT: {{^}}"foo.op"() : () -> (!.foo<2>)
// CHECK-NEXT: {{^}}                      ^
"foo.op"() : () -> (!.foo<2>)
