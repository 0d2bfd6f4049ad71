// Control flow on the VM: cf branches with block arguments (including a
// swap, which needs a parallel move), cf.switch, scf.for with i32 bounds and
// iter_args, scf.index_switch, scf.execute_region with several blocks,
// recursion, indirect calls and affine.apply/min/max.

// RUN: sigil run %s --function=gcd --input=1071 --input=462 | FileCheck %s --check-prefix=GCD
// GCD: result[0]: i64=21
func.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %done = arith.cmpi eq, %y, %c0 : i64
  cf.cond_br %done, ^exit(%x : i64), ^step(%x, %y : i64, i64)
^step(%p: i64, %q: i64):
  %r = arith.remui %p, %q : i64
  cf.br ^loop(%q, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

// Block arguments swapped on every edge: (a, b) -> (b, a) n times.
// RUN: sigil run %s --function=swap --input=3 --input=7 --input=5 | FileCheck %s --check-prefix=SWAP
// SWAP: result[0]: i32=7
// SWAP-NEXT: result[1]: i32=3
func.func @swap(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%a, %b, %n : i32, i32, i32)
^loop(%x: i32, %y: i32, %k: i32):
  %more = arith.cmpi sgt, %k, %c0 : i32
  %k1 = arith.subi %k, %c1 : i32
  cf.cond_br %more, ^loop(%y, %x, %k1 : i32, i32, i32), ^exit
^exit:
  return %x, %y : i32, i32
}

// RUN: sigil run %s --function=switch --input=2 | FileCheck %s --check-prefix=SWITCH2
// SWITCH2: result[0]: i32=20
// RUN: sigil run %s --function=switch --input=9 | FileCheck %s --check-prefix=SWITCHD
// SWITCHD: result[0]: i32=-1
func.func @switch(%v: i32) -> i32 {
  %m = arith.constant -1 : i32
  %a = arith.constant 10 : i32
  %b = arith.constant 20 : i32
  cf.switch %v : i32, [
    default: ^out(%m : i32),
    1: ^out(%a : i32),
    2: ^out(%b : i32)
  ]
^out(%r: i32):
  return %r : i32
}

// The sum of 0..n-1 with i32 bounds, and with unsigned comparison.
// RUN: sigil run %s --function=sum --input=10 | FileCheck %s --check-prefix=SUM
// SUM: result[0]: i32=45
// SUM-NEXT: result[1]: i32=0
func.func @sum(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %t = arith.addi %acc, %i : i32
    scf.yield %t : i32
  }
  // -1 as the lower bound: unsigned, it is above %n, so no iteration runs.
  %u = scf.for unsigned %i = %m1 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %t = arith.addi %acc, %c1 : i32
    scf.yield %t : i32
  }
  return %s, %u : i32, i32
}

// Loop-carried values yielded in swapped order (a Fibonacci step).
// RUN: sigil run %s --function=fib_iter --input=50 | FileCheck %s --check-prefix=FIBITER
// FIBITER: result[0]: i64=12586269025
func.func @fib_iter(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %o) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0 : i64
}

// RUN: sigil run %s --function=index_switch --input=1 | FileCheck %s --check-prefix=ISW
// ISW: result[0]: i64=100
// RUN: sigil run %s --function=index_switch --input=7 | FileCheck %s --check-prefix=ISWD
// ISWD: result[0]: i64=-5
func.func @index_switch(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %a = arith.constant 50 : i64
    scf.yield %a : i64
  }
  case 1 {
    %b = arith.constant 100 : i64
    scf.yield %b : i64
  }
  default {
    %d = arith.constant -5 : i64
    scf.yield %d : i64
  }
  return %r : i64
}

// RUN: sigil run %s --function=abs_region --input=-4 | FileCheck %s --check-prefix=EXEC
// EXEC: result[0]: i32=4
func.func @abs_region(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c0 = arith.constant 0 : i32
    %neg = arith.cmpi slt, %x, %c0 : i32
    cf.cond_br %neg, ^flip, ^keep
  ^flip:
    %n = arith.subi %c0, %x : i32
    scf.yield %n : i32
  ^keep:
    scf.yield %x : i32
  }
  return %r : i32
}

// Recursion, and a call through a function value.
// RUN: sigil run %s --function=ackermann --input=2 --input=3 | FileCheck %s --check-prefix=ACK
// ACK: result[0]: i64=9
func.func @ackermann(%m: i64, %n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %m0 = arith.cmpi eq, %m, %c0 : i64
  %r = scf.if %m0 -> i64 {
    %v = arith.addi %n, %c1 : i64
    scf.yield %v : i64
  } else {
    %m1 = arith.subi %m, %c1 : i64
    %n0 = arith.cmpi eq, %n, %c0 : i64
    %v = scf.if %n0 -> i64 {
      %a = func.call @ackermann(%m1, %c1) : (i64, i64) -> i64
      scf.yield %a : i64
    } else {
      %n1 = arith.subi %n, %c1 : i64
      %inner = func.call @ackermann(%m, %n1) : (i64, i64) -> i64
      %a = func.call @ackermann(%m1, %inner) : (i64, i64) -> i64
      scf.yield %a : i64
    }
    scf.yield %v : i64
  }
  return %r : i64
}

// RUN: sigil run %s --function=indirect --input=6 | FileCheck %s --check-prefix=IND
// IND: result[0]: i32=36
func.func private @square(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
func.func @indirect(%x: i32) -> i32 {
  %f = func.constant @square : (i32) -> i32
  %y = func.call_indirect %f(%x) : (i32) -> i32
  return %y : i32
}

// RUN: sigil run %s --function=affine_ops --input=7 --input=3 | FileCheck %s --check-prefix=AFF
// AFF: result[0]: i64=23
// AFF-NEXT: result[1]: i64=2
// AFF-NEXT: result[2]: i64=1
// AFF-NEXT: result[3]: i64=3
// AFF-NEXT: result[4]: i64=10
func.func @affine_ops(%i: index, %j: index) -> (index, index, index, index, index) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 - 1)>(%i)[%j]
  %b = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%j]
  %c = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%j]
  %mn = affine.min affine_map<(d0, d1) -> (d0, d1)>(%i, %j)
  %mx = affine.max affine_map<(d0, d1) -> (d0 + d1, d1)>(%i, %j)
  return %a, %b, %c, %mn, %mx : index, index, index, index, index
}
