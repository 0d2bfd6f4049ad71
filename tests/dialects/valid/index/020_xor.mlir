// index.xor (bitwise exclusive or): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.xor %a, %b
  %1 = index.xor %0, %c3
  %2 = index.xor %1, %1 {tag = "x"}
  return %2 : index
}
