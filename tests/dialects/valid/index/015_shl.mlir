// index.shl (shift left): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.shl %a, %b
  %1 = index.shl %0, %c3
  %2 = index.shl %1, %1 {tag = "x"}
  return %2 : index
}
