// index.sizeof: the bit width of index, with and without an attribute dictionary.
func.func @f() -> index {
  %0 = index.sizeof
  %1 = index.sizeof {unit}
  %2 = index.mul %0, %1
  return %2 : index
}
