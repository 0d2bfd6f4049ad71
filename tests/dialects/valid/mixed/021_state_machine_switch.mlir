// A small state machine driven by cf.switch over an i32 state in a loop.
func.func @run(%steps: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^loop(%c0, %c0 : i32, i32)
^loop(%state: i32, %k: i32):
  %done = arith.cmpi sge, %k, %steps : i32
  %k1 = arith.addi %k, %c1 : i32
  cf.cond_br %done, ^exit(%state : i32), ^dispatch
^dispatch:
  cf.switch %state : i32, [
    default: ^loop(%c0, %k1 : i32, i32),
    0: ^loop(%c1, %k1 : i32, i32),
    1: ^loop(%c2, %k1 : i32, i32)
  ]
^exit(%s: i32):
  return %s : i32
}
