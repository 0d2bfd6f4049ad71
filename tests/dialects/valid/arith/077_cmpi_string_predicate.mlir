// arith.cmpi accepts the predicate as a string; it is printed as a keyword.
func.func @f(%a: i16, %b: i16) -> i1 {
  %0 = arith.cmpi "sle", %a, %b : i16
  return %0 : i1
}
