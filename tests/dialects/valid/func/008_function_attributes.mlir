// The `attributes` dictionary on a function definition.
func.func @f() attributes {test.unit, test.num = 3 : i8, test.str = "s", test.arr = [1, 2]} {
  return
}
