// cf.cond_br with branch weights.
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c weights([90, 10]), ^hot(%a : i32), ^cold
^hot(%x: i32):
  return %x : i32
^cold:
  %z = arith.constant 0 : i32
  return %z : i32
}
