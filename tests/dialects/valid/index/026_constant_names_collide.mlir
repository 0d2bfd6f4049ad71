// Two index.constant ops of the same value: the second result is %idx7_0.
func.func @f() -> (index, index) {
  %0 = index.constant 7
  %1 = index.constant 7
  %2 = index.constant {origin = "folded"} 7
  return %0, %1 : index, index
}
