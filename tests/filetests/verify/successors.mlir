// RUN: not sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file 2>&1 | FileCheck %s

// An op with successors must be the last op of its block.

// CHECK:      successors.mlir:[[@LINE+5]]:3: error: operation with block successors must terminate its parent block
// CHECK-NEXT:   "foo.br"()[^exit] : () -> ()
// CHECK-NEXT:   ^
// CHECK-NEXT: successors.mlir:[[@LINE+2]]:3: note: see current operation: "foo.br"()[^bb1] : () -> ()
"foo.r"() ({
  "foo.br"()[^exit] : () -> ()
  "foo.x"() : () -> ()
^exit:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// Also for an op that has successors and a region.
// CHECK:      successors.mlir:[[@LINE+3]]:3: error: operation with block successors must terminate its parent block
// CHECK-NEXT:   "foo.loop"()[^bb1] ({
"foo.r"() ({
  "foo.loop"()[^bb1] ({
    "foo.y"() : () -> ()
  }) : () -> ()
  "foo.x"() : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// A successor on the last op is fine.
// CHECK:      "foo.r"() ({
// CHECK-NEXT:   "foo.x"() : () -> ()
// CHECK-NEXT:   "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.ret"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NOT:  error
"foo.r"() ({
  "foo.x"() : () -> ()
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
