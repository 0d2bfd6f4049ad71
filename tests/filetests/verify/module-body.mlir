// RUN: not sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file 2>&1 | FileCheck %s

// builtin.module has exactly one region, with one block without arguments.

// CHECK: module-body.mlir:[[@LINE+1]]:1: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks
"builtin.module"() ({
^bb0:
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// CHECK: module-body.mlir:[[@LINE+1]]:1: error: 'builtin.module' op region should have no arguments
"builtin.module"() ({
^bb0(%a: i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// CHECK: module-body.mlir:[[@LINE+1]]:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
"builtin.module"() ({}) : () -> ()

// -----

// CHECK: module-body.mlir:[[@LINE+1]]:1: error: 'builtin.module' op requires one region
"builtin.module"() : () -> ()

// -----

// CHECK: module-body.mlir:[[@LINE+1]]:1: error: 'builtin.module' op requires one region
"builtin.module"() ({
  "foo.x"() : () -> ()
}, {
  "foo.y"() : () -> ()
}) : () -> ()

// -----

%x = "foo.def"() : () -> i32
// CHECK: module-body.mlir:[[@LINE+1]]:1: error: 'builtin.module' op requires zero operands
"builtin.module"(%x) ({
  "foo.x"() : () -> ()
}) : (i32) -> ()

// -----

// CHECK: module-body.mlir:[[@LINE+1]]:6: error: 'builtin.module' op requires zero results
%r = "builtin.module"() ({
  "foo.x"() : () -> ()
}) : () -> (i32)
