// index.ceildivs (signed ceiling division): on arguments, on constants, chained, with a discardable attribute.
func.func @f(%a: index, %b: index) -> index {
  %c3 = index.constant 3
  %0 = index.ceildivs %a, %b
  %1 = index.ceildivs %0, %c3
  %2 = index.ceildivs %1, %1 {tag = "x"}
  return %2 : index
}
