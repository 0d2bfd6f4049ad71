// Extreme integer values: i64 min/max, i128, odd widths.
func.func @f() -> (i64, i64, i128, i7, i33, i8) {
  %a = arith.constant 9223372036854775807 : i64
  %b = arith.constant -9223372036854775808 : i64
  %c = arith.constant 170141183460469231731687303715884105727 : i128
  %d = arith.constant -64 : i7
  %e = arith.constant 4294967296 : i33
  %f = arith.constant 255 : i8
  return %a, %b, %c, %d, %e, %f : i64, i64, i128, i7, i33, i8
}
