// A function body with several blocks and block arguments, connected with cf branches.
func.func @blocks(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %0 = arith.constant 7 : i32
  cf.br ^bb1(%0 : i32)
}
