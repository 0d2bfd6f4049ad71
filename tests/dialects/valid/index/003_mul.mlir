// index.mul (multiplication): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.mul %a, %b
  %1 = index.mul %0, %c3
  %2 = index.mul %1, %1 {tag = "x"}
  return %2 : index
}
