// arith ops spread over several blocks of a function with cf branches.
func.func @f(%a: i32, %b: i32) -> i32 {
  %lt = arith.cmpi slt, %a, %b : i32
  cf.cond_br %lt, ^small(%a : i32), ^big(%b : i32)
^small(%x: i32):
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  cf.br ^done(%0 : i32)
^big(%y: i32):
  %c1_0 = arith.constant 1 : i32
  %1 = arith.subi %y, %c1_0 : i32
  cf.br ^done(%1 : i32)
^done(%r: i32):
  return %r : i32
}
