// ub.poison with its value written as <#ub.poison> or in the attribute dictionary: the default, not printed.
func.func @f() -> (i32, i32) {
  %0 = ub.poison <#ub.poison> : i32
  %1 = ub.poison {value = #ub.poison} : i32
  %2 = ub.poison {note = "x"} : i8
  return %0, %1 : i32, i32
}
