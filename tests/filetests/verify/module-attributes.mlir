// RUN: not sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file 2>&1 | FileCheck %s

// The discardable attributes of a module must have dialect-prefixed names.

// CHECK: module-attributes.mlir:[[@LINE+1]]:1: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'
module attributes {foo.ok = 1, bad = 2} {
}

// -----

// CHECK: module-attributes.mlir:[[@LINE+1]]:1: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'
"builtin.module"() ({
  "foo.x"() : () -> ()
}) {bad = 1 : i32} : () -> ()

// -----

// The region constraint is checked before the attribute names.
// CHECK: module-attributes.mlir:[[@LINE+1]]:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
"builtin.module"() ({
}) {bad = 1 : i32} : () -> ()

// -----

// sym_name is an inherent attribute and must be a string. The error comes from
// converting the attribute to a property, before verification: no "see current
// operation" note.
// CHECK:      module-attributes.mlir:[[@LINE+4]]:1: error: 'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: ^
// CHECK-NOT:  note
"builtin.module"() ({
  "foo.x"() : () -> ()
}) {sym_name = 3 : i32} : () -> ()

// -----

// Valid: prefixed discardable attributes, sym_name and sym_visibility.
// CHECK:      "builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
// CHECK-NEXT:   "foo.x"() : () -> ()
// CHECK-NEXT: }) {foo.a = 1 : i64, foo.b = "x"} : () -> ()
"builtin.module"() ({
  "foo.x"() : () -> ()
}) {sym_name = "m", sym_visibility = "private", foo.b = "x", foo.a = 1} : () -> ()
