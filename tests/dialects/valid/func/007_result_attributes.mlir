// Result attributes; a result list with attributes needs parentheses even for one result.
func.func @f(%a: i32) -> (i32 {test.ret = 0 : i64}) {
  return %a : i32
}
func.func private @g() -> (f64 {test.a}, i1 {test.b = "x"})
