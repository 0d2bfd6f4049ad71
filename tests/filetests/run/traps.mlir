// Traps are errors, never crashes: the message names the trap and the
// function, points at the op's source line, and lists the call stack.

// RUN: not sigil run %s --function=divide --input=1 --input=0 2>&1 | FileCheck %s --check-prefix=DIV0
// DIV0: traps.mlir:[[@LINE+6]]:8: error: integer division by zero (in @divide)
// DIV0-NEXT:   %q = arith.divsi %a, %b : i32
// DIV0-NEXT:        ^
// DIV0-NEXT: call stack (innermost first):
// DIV0-NEXT:   @divide at {{.*}}traps.mlir:[[@LINE+2]]:8
func.func @divide(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

// The smallest i32 divided by -1 overflows.
// RUN: not sigil run %s --function=divide --input=-2147483648 --input=-1 2>&1 | FileCheck %s --check-prefix=OVF
// OVF: error: integer overflow: signed division of the smallest value by -1 (in @divide)

// remui by zero, two calls deep.
// RUN: not sigil run %s --function=outer --input=5 2>&1 | FileCheck %s --check-prefix=STACK
// STACK: traps.mlir:[[@LINE+8]]:8: error: integer division by zero (in @inner)
// STACK: call stack (innermost first):
// STACK-NEXT:   @inner at {{.*}}traps.mlir:[[@LINE+6]]:8
// STACK-NEXT:   @middle at {{.*}}traps.mlir:[[@LINE+9]]:8
// STACK-NEXT:   @outer at {{.*}}traps.mlir:[[@LINE+12]]:8
// STACK-NOT: @
func.func private @inner(%a: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = arith.remui %a, %c0 : i64
  return %r : i64
}
func.func private @middle(%a: i64) -> i64 {
  %r = func.call @inner(%a) : (i64) -> i64
  return %r : i64
}
func.func @outer(%a: i64) -> i64 {
  %r = func.call @middle(%a) : (i64) -> i64
  return %r : i64
}

// RUN: not sigil run %s --function=check --input=-3 2>&1 | FileCheck %s --check-prefix=ASSERT
// ASSERT: traps.mlir:[[@LINE+6]]:3: error: assertion failed: x must not be negative (in @check)
// RUN: sigil run %s --function=check --input=3 | FileCheck %s --check-prefix=ASSERTOK
// ASSERTOK: result[0]: i32=3
func.func @check(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi sge, %x, %c0 : i32
  cf.assert %ok, "x must not be negative"
  return %x : i32
}

// A function that never returns ends at the step limit.
// RUN: not sigil run %s --function=forever --max-steps=1000 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: error: step limit of 1000 exceeded (--max-steps) (in @forever)
func.func @forever() {
  cf.br ^loop
^loop:
  cf.br ^loop
}

// Unbounded recursion ends at the call-depth limit, not in a crash.
// RUN: not sigil run %s --function=down --input=10000000 2>&1 | FileCheck %s --check-prefix=DEPTH
// DEPTH: error: call depth limit of 100000 frames exceeded (--max-call-depth) (in @down)
// RUN: not sigil run %s --function=down --input=100 --max-call-depth=50 2>&1 | FileCheck %s --check-prefix=DEPTH50
// DEPTH50: error: call depth limit of 50 frames exceeded (--max-call-depth) (in @down)
// RUN: sigil run %s --function=down --input=100 | FileCheck %s --check-prefix=DEPTHOK
// DEPTHOK: result[0]: i64=100
func.func @down(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> i64 {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = func.call @down(%m) : (i64) -> i64
    %t = arith.addi %s, %c1 : i64
    scf.yield %t : i64
  }
  return %r : i64
}

// Lists: out-of-range access and a resize past the limit.
// RUN: not sigil run %s --function=list_oob --input=3 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: error: list index 3 out of range (the list has 2 elements) (in @list_oob)
// RUN: not sigil run %s --function=list_huge 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: out of memory: a list of 4611686018427387904 elements is larger than the limit of 268435456 (in @list_huge)
func.func @list_oob(%i: index) -> i32 {
  %c2 = arith.constant 2 : index
  %l = util.list.create %c2 : !util.list<i32>
  util.list.resize %l, %c2 : !util.list<i32>
  %v = util.list.get %l[%i] : !util.list<i32>
  return %v : i32
}
func.func @list_huge() {
  %big = arith.constant 4611686018427387904 : index
  %l = util.list.create : !util.list<?>
  util.list.resize %l, %big : !util.list<?>
  return
}

// Bad calls and inputs are errors with exit status 1.
// RUN: not sigil run %s --function=nope 2>&1 | FileCheck %s --check-prefix=NOFN
// NOFN: error: no function named '@nope' in the module (see --list)
// RUN: not sigil run %s --function=divide --input=1 2>&1 | FileCheck %s --check-prefix=ARITY
// ARITY: error: @divide takes 2 arguments (i32, i32), got 1 --input
// RUN: not sigil run %s --function=divide --input=abc --input=1 2>&1 | FileCheck %s --check-prefix=BADIN
// BADIN: error: --input 0 ('abc'): 'abc' is not a valid i32
// RUN: not sigil run %s --function=divide --input=99999999999 --input=1 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: error: --input 0 ('99999999999'): 99999999999 does not fit i32

// A trap inside a linalg payload names the payload's op, then the structured
// op, then the callers (in every tier: the native payload reports its op too).
// RUN: not sigil run %s --function=payload_div --input="4xi32=1 2 3 4" --input="4xi32=1 1 0 1" 2>&1 | FileCheck %s --check-prefix=PAYLOAD
// PAYLOAD: traps.mlir:[[@LINE+14]]:10: error: integer division by zero (in @payload_div:payload)
// PAYLOAD-NEXT:     %q = arith.divsi %s, %y : i32
// PAYLOAD-NEXT:          ^
// PAYLOAD-NEXT: call stack (innermost first):
// PAYLOAD-NEXT:   @payload_div:payload at {{.*}}traps.mlir:[[@LINE+10]]:10
// PAYLOAD-NEXT:   @payload_div at {{.*}}traps.mlir:[[@LINE+4]]:8
#pd_id = affine_map<(d0) -> (d0)>
func.func @payload_div(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {indexing_maps = [#pd_id, #pd_id, #pd_id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %c1 = arith.constant 1 : i32
    %s = arith.addi %x, %c1 : i32
    %q = arith.divsi %s, %y : i32
    linalg.yield %q : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
