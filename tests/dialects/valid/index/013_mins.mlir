// index.mins (signed minimum): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.mins %a, %b
  %1 = index.mins %0, %c3
  %2 = index.mins %1, %1 {tag = "x"}
  return %2 : index
}
