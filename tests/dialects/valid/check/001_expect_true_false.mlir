// check.expect_true and check.expect_false on signless integers of several widths.
func.func @f(%a: i32, %b: i1, %c: i64) {
  check.expect_true(%a) : i32
  check.expect_false(%b) : i1
  check.expect_true(%c) {note = "x"} : i64
  return
}
