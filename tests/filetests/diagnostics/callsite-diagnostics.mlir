// An error at a call-site location (what `inline` gives inlined ops) names the callee's
// position, then each caller as a "called from" note, as mlir-opt-22 prints it; a location
// without a file position prints as `<unknown>:0:` with the location before the message.
// RUN: not sigil opt %s 2>&1 | FileCheck %s
// CHECK: callee.mlir:3:4: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
// CHECK-NEXT: caller.mlir:10:2: note: called from
// CHECK-NEXT: outer.mlir:20:1: note: called from
// CHECK-NEXT: callee.mlir:3:4: note: see current operation: "func.return"() : () -> ()
func.func @f() -> i32 {
  "func.return"() : () -> () loc(callsite("callee.mlir":3:4 at callsite("caller.mlir":10:2 at "outer.mlir":20:1)))
}
