// cf.cond_br passing different operands to each successor.
func.func @f(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_br %c, ^t(%a : i32), ^e(%b, %a : f32, i32)
^t(%x: i32):
  return %x : i32
^e(%y: f32, %z: i32):
  return %z : i32
}
