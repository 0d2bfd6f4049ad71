// A recursive function calling itself.
func.func @rec(%n: i64) -> i64 {
  %0 = call @rec(%n) : (i64) -> i64
  return %0 : i64
}
