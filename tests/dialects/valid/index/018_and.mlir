// index.and (bitwise and): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.and %a, %b
  %1 = index.and %0, %c3
  %2 = index.and %1, %1 {tag = "x"}
  return %2 : index
}
