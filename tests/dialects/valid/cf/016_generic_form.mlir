// cf ops written in generic form with successor lists and segment sizes.
func.func @f(%c: i1, %a: i32) -> i32 {
  "cf.cond_br"(%c, %a, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "cf.br"(%x) [^bb2] : (i32) -> ()
^bb2(%y: i32):
  "cf.assert"(%c) <{msg = "ok"}> : (i1) -> ()
  return %a : i32
}
