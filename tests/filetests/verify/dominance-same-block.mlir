// RUN: not sigil opt %s --allow-unregistered-dialect --mlir-print-op-generic 2>&1 | FileCheck %s

// In a region with more than one block (an SSACFG region), a use must be dominated by
// its definition. The error carries two notes: the op in generic form, printed without
// the source line because it is at the error's own location, and where the operand is
// defined.

// CHECK:      dominance-same-block.mlir:[[@LINE+8]]:3: error: operand #0 does not dominate this use
// CHECK-NEXT:   "foo.use"(%v) : (i32) -> ()
// CHECK-NEXT:   ^
// CHECK-NEXT: dominance-same-block.mlir:[[@LINE+5]]:3: note: see current operation: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: dominance-same-block.mlir:[[@LINE+5]]:8: note: operand defined here (op in the same block)
// CHECK-NEXT:   %v = "foo.def"() : () -> i32
// CHECK-NEXT:        ^
"foo.r"() ({
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
