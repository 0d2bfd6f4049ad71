// arith.trunci with overflow flags.
func.func @f(%a: i64) -> (i32, i16, i8) {
  %0 = arith.trunci %a overflow<nsw> : i64 to i32
  %1 = arith.trunci %a overflow<nuw> : i64 to i16
  %2 = arith.trunci %a overflow<nsw, nuw> : i64 to i8
  return %0, %1, %2 : i32, i16, i8
}
