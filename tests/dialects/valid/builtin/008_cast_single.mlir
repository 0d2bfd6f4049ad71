// builtin.unrealized_conversion_cast with one operand and one result.
func.func @f(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}
