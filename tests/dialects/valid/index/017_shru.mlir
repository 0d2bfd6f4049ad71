// index.shru (logical shift right): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.shru %a, %b
  %1 = index.shru %0, %c3
  %2 = index.shru %1, %1 {tag = "x"}
  return %2 : index
}
