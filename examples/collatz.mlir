// The length of the Collatz sequence of %n, the largest value it reaches,
// and a table of the lengths of 1..%count: func, arith, scf and cf ops in
// their custom forms.
func.func @collatz(%n: i64) -> (i64, i64) {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  %r:3 = scf.while (%x = %n, %steps = %zero, %peak = %n) : (i64, i64, i64) -> (i64, i64, i64) {
    %more = arith.cmpi ugt, %x, %one : i64
    scf.condition(%more) %x, %steps, %peak : i64, i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64, %peak: i64):
    %rem = arith.remui %x, %two : i64
    %even = arith.cmpi eq, %rem, %zero : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %x, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %three overflow<nuw> : i64
      %u = arith.addi %t, %one overflow<nuw> : i64
      scf.yield %u : i64
    }
    %s = arith.addi %steps, %one : i64
    %p = arith.maxui %peak, %next : i64
    scf.yield %next, %s, %p : i64, i64, i64
  }
  return %r#1, %r#2 : i64, i64
}

func.func @longest(%count: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %none = arith.constant 0 : i64
  %best = scf.for %i = %c1 to %count step %c1 iter_args(%acc = %none) -> (i64) {
    %n = arith.index_cast %i : index to i64
    %len:2 = func.call @collatz(%n) : (i64) -> (i64, i64)
    %m = arith.maxsi %acc, %len#0 : i64
    scf.yield %m : i64
  }
  %empty = arith.cmpi eq, %count, %c0 : index
  cf.cond_br %empty, ^done(%none : i64), ^done(%best : i64)
^done(%result: i64):
  return %result : i64
}
