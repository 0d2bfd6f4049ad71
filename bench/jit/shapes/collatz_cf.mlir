// The total Collatz steps of 1..%n in unstructured control flow (cf branches
// and block arguments), as MLIR's --convert-scf-to-cf leaves it.
func.func @collatz_sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  cf.br ^outer(%c1, %c0 : i64, i64)
^outer(%i: i64, %acc: i64):
  %more = arith.cmpi sle, %i, %n : i64
  cf.cond_br %more, ^inner(%i, %c0 : i64, i64), ^done
^inner(%x: i64, %s: i64):
  %go = arith.cmpi ne, %x, %c1 : i64
  cf.cond_br %go, ^step, ^next
^step:
  %bit = arith.andi %x, %c1 : i64
  %odd = arith.cmpi ne, %bit, %c0 : i64
  %t = arith.muli %x, %c3 : i64
  %u = arith.addi %t, %c1 : i64
  %h = arith.shrui %x, %c1 : i64
  %y = arith.select %odd, %u, %h : i64
  %s1 = arith.addi %s, %c1 : i64
  cf.br ^inner(%y, %s1 : i64, i64)
^next:
  %acc1 = arith.addi %acc, %s : i64
  %i1 = arith.addi %i, %c1 : i64
  cf.br ^outer(%i1, %acc1 : i64, i64)
^done:
  return %acc : i64
}
