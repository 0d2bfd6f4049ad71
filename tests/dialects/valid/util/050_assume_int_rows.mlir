// util.assume.int with several operands, each with a row of assumptions or a single one; a field without a value is absent.
util.func public @f(%a: index, %b: index, %c: i32) -> (index, index, i32) {
  %0:3 = util.assume.int %a[<umin = 0, umax = 4>, <udiv = 0x8>], %b<umin = >, %c[<umax = -1>, <>] : index, index, i32
  util.return %0#0, %0#1, %0#2 : index, index, i32
}
