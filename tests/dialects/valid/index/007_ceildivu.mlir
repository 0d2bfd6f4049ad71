// index.ceildivu (unsigned ceiling division): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.ceildivu %a, %b
  %1 = index.ceildivu %0, %c3
  %2 = index.ceildivu %1, %1 {tag = "x"}
  return %2 : index
}
