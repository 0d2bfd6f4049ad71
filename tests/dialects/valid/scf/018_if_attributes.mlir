// scf.if with a discardable attribute.
func.func @f(%c: i1, %a: i8) -> i8 {
  %r = scf.if %c -> i8 {
    scf.yield %a : i8
  } else {
    scf.yield %a : i8
  } {test.hint = "likely"}
  return %r : i8
}
