// The total number of Collatz steps of 1..%n: 131 million iterations of
// an arith + scf.while loop for %n = 1 000 000. The same source runs on
// sigil and, compiled by iree-compile, on IREE's VM (bench/vm.sh).
func.func @collatz_sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %total:2 = scf.while (%i = %c1, %acc = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi sle, %i, %n : i64
    scf.condition(%more) %i, %acc : i64, i64
  } do {
  ^bb0(%i: i64, %acc: i64):
    %steps:2 = scf.while (%x = %i, %s = %c0) : (i64, i64) -> (i64, i64) {
      %go = arith.cmpi ne, %x, %c1 : i64
      scf.condition(%go) %x, %s : i64, i64
    } do {
    ^bb0(%x: i64, %s: i64):
      %bit = arith.andi %x, %c1 : i64
      %odd = arith.cmpi ne, %bit, %c0 : i64
      %next = scf.if %odd -> (i64) {
        %t = arith.muli %x, %c3 : i64
        %u = arith.addi %t, %c1 : i64
        scf.yield %u : i64
      } else {
        %h = arith.shrui %x, %c1 : i64
        scf.yield %h : i64
      }
      %s1 = arith.addi %s, %c1 : i64
      scf.yield %next, %s1 : i64, i64
    }
    %acc1 = arith.addi %acc, %steps#1 : i64
    %i1 = arith.addi %i, %c1 : i64
    scf.yield %i1, %acc1 : i64, i64
  }
  return %total#1 : i64
}
