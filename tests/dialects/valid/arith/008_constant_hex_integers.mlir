// Integer constants written in hexadecimal; printed in decimal.
func.func @f() -> (i8, i32, i64) {
  %a = arith.constant 0xFF : i8
  %b = arith.constant 0x7FFFFFFF : i32
  %c = arith.constant 0xDEADBEEF : i64
  return %a, %b, %c : i8, i32, i64
}
