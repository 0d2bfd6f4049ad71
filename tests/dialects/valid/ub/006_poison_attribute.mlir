// #ub.poison as a discardable attribute.
func.func @f() attributes {fill = #ub.poison} {
  %0 = ub.poison {fill = #ub.poison} : i32
  return
}
