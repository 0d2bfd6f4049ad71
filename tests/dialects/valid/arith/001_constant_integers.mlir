// arith.constant of signless integers of several widths; the printer names them %c<value>_<type>.
func.func @f() -> (i1, i8, i16, i32, i64) {
  %a = arith.constant 1 : i1
  %b = arith.constant -128 : i8
  %c = arith.constant 32767 : i16
  %d = arith.constant 42 : i32
  %e = arith.constant -1 : i64
  return %a, %b, %c, %d, %e : i1, i8, i16, i32, i64
}
