// The total Collatz steps of 1..%n with an scf.for outer loop (on index) and an
// scf.while inner loop: the shape most users write.
func.func @collatz_sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  %lb = arith.constant 1 : index
  %step = arith.constant 1 : index
  %n1 = arith.addi %n, %c1 : i64
  %ub = arith.index_cast %n1 : i64 to index
  %total = scf.for %iv = %lb to %ub step %step iter_args(%acc = %c0) -> (i64) {
    %i = arith.index_cast %iv : index to i64
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
    scf.yield %acc1 : i64
  }
  return %total : i64
}
