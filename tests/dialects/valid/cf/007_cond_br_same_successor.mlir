// cf.cond_br whose two successors are the same block with different operands.
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join(%a : i32), ^join(%b : i32)
^join(%x: i32):
  return %x : i32
}
