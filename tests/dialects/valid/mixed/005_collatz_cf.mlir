// Collatz step count written with cf blocks, arith.remui and arith.select.
func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  cf.br ^head(%n, %c0 : i64, i64)
^head(%x: i64, %steps: i64):
  %one = arith.cmpi eq, %x, %c1 : i64
  cf.cond_br %one, ^done, ^step
^step:
  %rem = arith.remui %x, %c2 : i64
  %even = arith.cmpi eq, %rem, %c0 : i64
  %half = arith.divui %x, %c2 : i64
  %t = arith.muli %x, %c3 : i64
  %t1 = arith.addi %t, %c1 : i64
  %next = arith.select %even, %half, %t1 : i64
  %s1 = arith.addi %steps, %c1 : i64
  cf.br ^head(%next, %s1 : i64, i64)
^done:
  return %steps : i64
}
