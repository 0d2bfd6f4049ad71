// index.cmp with the predicate written as a string and blanks around the parentheses.
func.func @f(%a: index) -> i1 {
  %0 = index.cmp "sge" ( %a , %a )
  %1 = index.cmp ult(%a, %a) {why = 1 : i32}
  return %0 : i1
}
