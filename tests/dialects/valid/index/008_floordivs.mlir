// index.floordivs (signed floor division): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.floordivs %a, %b
  %1 = index.floordivs %0, %c3
  %2 = index.floordivs %1, %1 {tag = "x"}
  return %2 : index
}
