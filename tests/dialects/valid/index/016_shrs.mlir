// index.shrs (arithmetic shift right): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.shrs %a, %b
  %1 = index.shrs %0, %c3
  %2 = index.shrs %1, %1 {tag = "x"}
  return %2 : index
}
