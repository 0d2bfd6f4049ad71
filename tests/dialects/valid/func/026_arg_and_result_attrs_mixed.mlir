// Some arguments and results with attributes and some without.
func.func @mixed(%a: i32, %b: i32 {test.b}, %c: i32) -> (i32, i32 {test.r1}) attributes {test.fn} {
  return %a, %c : i32, i32
}
