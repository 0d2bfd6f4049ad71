// builtin.unrealized_conversion_cast written in generic form; printed in custom form.
func.func @f(%a: i8) -> ui8 {
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i8) -> ui8
  return %0 : ui8
}
